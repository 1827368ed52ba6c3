import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signUpAndVerify } from './accounts';
import { appOrigin } from './origin';
import { e2eStateFile } from './state-file';

const port = Number(process.env.E2E_PORT ?? 3100);

/** The demo administrator the test server's first start created (admin-credentials.txt). */
export async function adminCredentials(): Promise<{ email: string; password: string }> {
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      const { dataDir } = JSON.parse(fs.readFileSync(e2eStateFile(port), 'utf8')) as { dataDir: string };
      const text = fs.readFileSync(path.join(dataDir, 'admin-credentials.txt'), 'utf8');
      const email = /email:\s*(\S+)/.exec(text)?.[1];
      const password = /password:\s*(\S+)/.exec(text)?.[1];
      if (email && password) return { email, password };
    } catch {
      // Not written yet: the server is still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no admin-credentials.txt from the test server');
}

export async function signInAsAdmin(page: Page) {
  const { email, password } = await adminCredentials();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return { email, password };
}

/** A bearer token of the demo admin for arranging data through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const { email, password } = await adminCredentials();
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: appOrigin },
  });
  expect(response.ok()).toBeTruthy();
  const token = response.headers()['set-auth-token'];
  expect(token).toBeTruthy();
  return token!;
}

export async function adminGet<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const response = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${url}: ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

type UserSummary = {
  uid: string;
  email: string;
  premium?: { grantedByAdmin: boolean; purchase: { until: string | null } | null };
};
type Details = {
  user: UserSummary;
  profile: { constraints: unknown; invalidWordAttempts: Record<string, number> } | null;
  words: unknown[];
  studySets: unknown[];
  stories: unknown[];
};

/** The first demo learners (newest first) whose details satisfy `wanted`, skipping `skip` matches. */
export async function findDemoUser(
  request: APIRequestContext,
  wanted: (details: Details) => boolean,
  skip = 0,
): Promise<Details> {
  const token = await adminToken(request);
  const list = await adminGet<{ items: UserSummary[] }>(
    request,
    token,
    '/api/admin/users?pageSize=100&admin=false',
  );
  let skipped = 0;
  for (const user of list.items) {
    const details = await adminGet<Details>(request, token, `/api/admin/users/${user.uid}/full-details`);
    if (wanted(details)) {
      if (skipped === skip) return details;
      skipped++;
    }
  }
  throw new Error('no demo user matches');
}

/** Verified learners whose emails share `tag`, so that one search shows exactly them. */
export async function createTaggedLearners(request: APIRequestContext, tag: string, count: number) {
  const learners = [];
  for (let i = 0; i < count; i++) {
    learners.push(await signUpAndVerify(request, { email: `${tag}-${i}@example.com`, name: `Tagged ${i}` }));
  }
  return learners;
}

export const uniqueTag = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
