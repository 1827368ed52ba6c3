import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { appOrigin } from './origin';

// The demo administrator the test server creates on its first start (credentials in its data
// directory, which e2e/support/server.ts names in a pointer file).
export function demoAdminCredentials(): { email: string; password: string } {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const dataDir = fs.readFileSync(path.join(os.tmpdir(), `vocably-e2e-${port}.data-dir`), 'utf8').trim();
  const text = fs.readFileSync(path.join(dataDir, 'admin-credentials.txt'), 'utf8');
  const email = /email:\s*(\S+)/.exec(text)?.[1];
  const password = /password:\s*(\S+)/.exec(text)?.[1];
  if (!email || !password) throw new Error('No demo administrator credentials found');
  return { email, password };
}

/** Signs the page's browser context in as the demo administrator (session cookie, no form). */
export async function signInAsDemoAdmin(page: Page) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: demoAdminCredentials(),
    headers: { origin: appOrigin },
  });
  expect(response.ok()).toBeTruthy();
}
