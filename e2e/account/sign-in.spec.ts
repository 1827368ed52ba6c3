import { expect, test } from '@playwright/test';
import { createVerifiedLearner, signInThroughForm } from '../support/accounts';

test('a wrong password shows the provider message and stays on the form', async ({ page, request }) => {
  const { email } = await createVerifiedLearner(request);
  await signInThroughForm(page, email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('/dashboard signed out redirects to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Vocably' })).toBeVisible();
});

test('a signed-in visitor to /login or /signup goes to the dashboard', async ({ page, request }) => {
  const { email, password } = await createVerifiedLearner(request);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the login page links to password reset and sign-up', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  // Apple is not configured on the test server: the button says so in plain words instead of failing obscurely.
  await expect(page.getByRole('button', { name: 'Sign in with Apple' })).toBeDisabled();
  await expect(
    page.getByText('Apple sign-in is not offered yet. Use your email and a password.'),
  ).toBeVisible();
});
