import { expect, test } from '@playwright/test';
import { signInThroughForm, submitSignInForm, submitSignUpForm } from '../support/accounts';
import { latestMailLink, uniqueEmail } from '../support/mailbox';

test('sign up, verify through the emailed link (which signs in), see the dashboard, sign out, sign in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('journey');
  await page.goto('/signup');
  await submitSignUpForm(page, email);

  // The sent view replaces the form and its focused button: focus moves to its heading.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');

  // The link signs the learner in: no password typed again.
  const link = await latestMailLink(request, email, 'verify-email');
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  // First sign-in: onboarding, which can be skipped; then the home with the three cards.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Vocably' })).toBeVisible();
  await expect(page.getByTestId('dashboard-email')).toHaveText(email);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByTestId('dashboard-email')).toHaveText(email);
  await expect(page.getByTestId('dashboard-user-id')).toHaveText(/\S{16,}/);
  for (const card of ['Your Words', 'Statistics', 'Study Sessions', 'Prefer the apps?']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Master Any Language One Word at a Time' }),
  ).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  // The link a second time: the email is verified already, nobody is signed in; the way is Sign In.
  await page.goto(link);
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await submitSignInForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-email')).toHaveText(email);
});

test('sign-up validates passwords and focuses the first error', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('validation'));
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm password').fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret124');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Confirm password')).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toHaveCount(0);
});

test('an unverified account cannot sign in yet', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await page.goto('/signup');
  await submitSignUpForm(page, email);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await signInThroughForm(page, email, 'secret123');
  await expect(page.getByRole('alert')).toHaveText('Email not verified');
  await expect(page).toHaveURL(/\/login$/);
});

test('a long address on "Check your email" wraps inside a phone’s width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // Longer than the card is wide at 375 px, with no place a browser would break it by itself.
  const email = uniqueEmail('a.learner.with.a.rather.long.address');
  await page.goto('/signup');
  await submitSignUpForm(page, email);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(wider).toBeLessThanOrEqual(0);
});

test('a Google or Apple failure sent back to sign-up is said there, in the page’s language', async ({
  page,
}) => {
  await page.goto('/signup?error=account_not_linked');
  await expect(page.getByRole('alert')).toContainText(/already/i);
  await page.goto('/he/signup?error=email_not_verified');
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('alert')).not.toContainText(/[A-Za-z]{4,}/);
});
