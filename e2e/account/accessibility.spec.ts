import { expect, test } from '@playwright/test';
import { createVerifiedLearner, signInThroughForm } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

const pages = [
  { path: '/login', heading: 'Sign in to Vocably' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/reset-password?token=example', heading: 'Choose a new password' },
  { path: '/reset-password', heading: 'This reset link is invalid or has expired' },
  { path: '/verify-email', heading: 'Your email is verified' },
  { path: '/verify-email?error=invalid_token', heading: 'This verification link is invalid or has expired' },
  // The same pages in Hebrew, right to left.
  { path: '/he/login', heading: 'התחברות ל־Vocably' },
  { path: '/he/signup', heading: 'יצירת חשבון' },
  { path: '/he/forgot-password', heading: 'שכחת את הסיסמה?' },
  { path: '/he/reset-password?token=example', heading: 'בחירת סיסמה חדשה' },
  { path: '/he/reset-password', heading: 'קישור האיפוס אינו תקף או שפג תוקפו' },
  { path: '/he/verify-email', heading: 'האימייל שלך אומת' },
  { path: '/he/verify-email?error=invalid_token', heading: 'קישור האימות אינו תקף או שפג תוקפו' },
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} colour scheme`, () => {
    test.use({ colorScheme });

    for (const { path, heading } of pages) {
      test(`axe finds no violations on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    test('axe finds no violations on the sign-up form with its errors shown', async ({ page }) => {
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Invalid email address')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('axe finds no violations on the dashboard', async ({ page, request }) => {
      const { email, password } = await createVerifiedLearner(request);
      await signInThroughForm(page, email, password);
      await expect(page.getByTestId('dashboard-email')).toHaveText(email);
      await expectNoAxeViolations(page);
    });
  });
}

// The check itself: it must fail where a page breaks a rule, or every test above passes vacuously.
test('the axe check fails on a page with faint text, an image without alternative text and tiny buttons', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Vocably' })).toBeVisible();
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const faint = document.createElement('p');
    faint.textContent = 'Faint words';
    faint.style.color = '#eeeeee';
    faint.style.background = '#ffffff';
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    // WCAG 2.2's target size: two 10-pixel buttons side by side, each too small and too close.
    const tiny = [1, 2].map((n) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.ariaLabel = `Tiny ${n}`;
      button.style.cssText = 'width:10px;height:10px;min-width:0;min-height:0;padding:0;margin:0;border:0';
      return button;
    });
    main.append(faint, image, ...tiny);
  });
  const failure = await expectNoAxeViolations(page).then(
    () => 'no violation found',
    (error: Error) => error.message,
  );
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('image-alt');
  expect(failure).toContain('target-size');
});
