import { expect, type Page } from '@playwright/test';
import { adminCredentials } from './admin';
import { appOrigin } from './origin';

/** Signs the page's browser context in as the demo administrator (session cookie, no form). */
export async function signInAsDemoAdmin(page: Page) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: await adminCredentials(),
    headers: { origin: appOrigin },
  });
  expect(response.ok()).toBeTruthy();
}
