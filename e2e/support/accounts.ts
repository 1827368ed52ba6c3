import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { latestMailLink, uniqueEmail } from './mailbox';
import { appOrigin } from './origin';

// A verified learner made through the real endpoints (sign-up, then the emailed verification link).
export async function createVerifiedLearner(request: APIRequestContext, password = 'secret123') {
  const email = uniqueEmail('learner');
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name: '' },
    headers: { origin: appOrigin },
  });
  expect(signUp.ok()).toBeTruthy();
  const link = await latestMailLink(request, email, 'verify-email');
  const verify = await request.get(link, { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  return { email, password };
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
