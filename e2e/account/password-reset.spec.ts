import { expect, test } from '@playwright/test';
import { createVerifiedLearner, signInThroughForm } from '../support/accounts';
import { latestMailLink } from '../support/mailbox';

test('forgot password, reset through the emailed link, sign in with the new password', async ({
  page,
  request,
}) => {
  const { email } = await createVerifiedLearner(request, 'old-secret');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // "Send another email" returns to the form.
  await page.getByRole('button', { name: 'Send another email' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');

  const link = await latestMailLink(request, email, 'password-reset');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('new-secret');
  await page.getByLabel('Confirm new password').fill('new-secret');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login\?reset=success$/);
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  await signInThroughForm(page, email, 'old-secret');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await signInThroughForm(page, email, 'new-secret');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-email')).toHaveText(email);
});

test('a used or forged reset link says so', async ({ page }) => {
  await page.goto('/reset-password?token=forged-token');
  await page.getByLabel('New password', { exact: true }).fill('new-secret');
  await page.getByLabel('Confirm new password').fill('new-secret');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid/i);
});
