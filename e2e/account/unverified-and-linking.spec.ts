import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../support/accounts';
import { latestMailLink, mailLinks, uniqueEmail } from '../support/mailbox';
import { appOrigin } from '../support/origin';

test('an unverified account sees "Email not verified" and can have the link sent again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('unverified');
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'secret123', name: '' },
    headers: { origin: appOrigin },
  });
  expect(signUp.ok()).toBeTruthy();
  await latestMailLink(request, email, 'verify-email');

  await signInThroughForm(page, email, 'secret123');
  await expect(page.getByRole('alert')).toHaveText('Email not verified');
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Verification email sent. Check your inbox for the link.',
  );

  // A second mail went out; its link verifies the account.
  const [resent] = await mailLinks(request, email, 'verify-email', 2);
  const verify = await request.get(resent!, { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a refused Google link says why on /login', async ({ page }) => {
  await page.goto('/login?error=account_not_linked');
  await expect(page.getByRole('alert')).toHaveText(
    'An account with this email already exists. Sign in with your password first.',
  );
});

test('a disabled account is told so when Google sends it back to /login, in both languages', async ({
  page,
}) => {
  await page.goto('/login?error=BANNED_USER');
  await expect(page.getByRole('alert')).toHaveText('This account has been disabled.');
  await page.goto('/he/login?error=BANNED_USER');
  await expect(page.getByRole('alert')).toHaveText('החשבון הזה הושבת.');
});
