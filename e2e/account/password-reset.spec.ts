import { expect, test } from '@playwright/test';
import { createVerifiedLearner, signInThroughForm } from '../support/accounts';
import { latestMailLink } from '../support/mailbox';
import { appOrigin } from '../support/origin';

test('forgot password, reset through the emailed link, sign in with the new password', async ({
  page,
  request,
}) => {
  const { email } = await createVerifiedLearner(request, 'old-secret');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  // The sent view replaces the form and its focused button: focus moves to its heading.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();

  // "Send another email" returns to the form, focused on the email field.
  await page.getByRole('button', { name: 'Send another email' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
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

test('a used or forged reset link says so, and offers a new one', async ({ page, request }) => {
  await page.goto('/reset-password?token=forged-token');
  await page.getByLabel('New password', { exact: true }).fill('new-secret');
  await page.getByLabel('Confirm new password').fill('new-secret');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const invalid = page.getByRole('heading', { name: 'This reset link is invalid or has expired' });
  await expect(invalid).toBeFocused();
  await expect(page.getByRole('link', { name: 'Send another email' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);

  // A link used in another tab while this form was open: the Hebrew page says so in Hebrew.
  const { email } = await createVerifiedLearner(request, 'old-secret');
  const requested = await request.post('/api/auth/request-password-reset', {
    data: { email, redirectTo: '/he/reset-password' },
    headers: { origin: appOrigin },
  });
  expect(requested.ok()).toBe(true);
  const link = await latestMailLink(request, email, 'password-reset');
  await page.goto(link);
  await expect(page).toHaveURL(/\/he\/reset-password\?token=/);
  const token = new URL(page.url()).searchParams.get('token');
  const used = await request.post('/api/auth/reset-password', {
    data: { newPassword: 'other-secret', token },
    headers: { origin: appOrigin },
  });
  expect(used.ok()).toBe(true);
  await page.locator('input[type=password]').nth(0).fill('new-secret');
  await page.locator('input[type=password]').nth(1).fill('new-secret');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByRole('heading', { name: 'קישור האיפוס אינו תקף או שפג תוקפו' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'שליחת אימייל נוסף' })).toHaveAttribute(
    'href',
    '/he/forgot-password',
  );
});
