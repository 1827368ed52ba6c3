import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { latestMailLink, uniqueEmail } from './mailbox';
import { appOrigin } from './origin';

/**
 * The one way a browser test gets an account: sign up through the real endpoint, then follow the
 * emailed verification link. Every spec that needs a learner comes through here.
 */
export async function signUpAndVerify(
  request: APIRequestContext,
  { email = uniqueEmail('learner'), password = 'secret123', name = '' } = {},
) {
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name },
    headers: { origin: appOrigin },
  });
  expect(signUp.ok(), `sign-up of ${email}: ${signUp.status()}`).toBeTruthy();
  const link = await latestMailLink(request, email, 'verify-email');
  const verify = await request.get(link, { maxRedirects: 0 });
  expect(verify.status(), `verification of ${email}`).toBe(302);
  return { email, password };
}

/** A verified learner with a fresh address. */
export function createVerifiedLearner(request: APIRequestContext, password = 'secret123') {
  return signUpAndVerify(request, { password });
}

/** The sign-up form, on the page that shows it, filled in and sent. */
export async function submitSignUpForm(page: Page, email: string, password = 'secret123') {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** The sign-in form, on the page that shows it, filled in and sent. */
export async function submitSignInForm(page: Page, email: string, password = 'secret123') {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await submitSignInForm(page, email, password);
}

/** A new, verified learner signed in through the form, on the dashboard; their email and password. */
export async function signedInLearner(page: Page, request: APIRequestContext) {
  const account = await signUpAndVerify(request);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return account;
}
