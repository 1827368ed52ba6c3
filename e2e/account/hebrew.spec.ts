import { expect, test } from '@playwright/test';
import { signUpAndVerify } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { latestMailLink, uniqueEmail } from '../support/mailbox';

// The account pages in Hebrew, right to left, reached from the Hebrew site; the language chosen there
// follows the learner through sign-up and sign-in into the app.

test('from the Hebrew site: sign up in Hebrew, the link signs in, onboarding speaks Hebrew', async ({
  page,
  request,
}) => {
  await page.goto('/he/');
  await page.getByRole('banner').getByRole('link', { name: 'התחברות' }).first().click();
  await expect(page).toHaveURL(/\/he\/login$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await page.getByRole('link', { name: 'הרשמה' }).click();
  await expect(page).toHaveURL(/\/he\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'יצירת חשבון' })).toBeVisible();
  // The client-rendered pages take the direction too, not only the prerendered /he/login.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');

  // The shared rules, said in Hebrew.
  await page.getByRole('button', { name: 'יצירת חשבון' }).click();
  await expect(page.getByText('כתובת האימייל אינה תקינה')).toBeVisible();
  await expectNoAxeViolations(page);

  const email = uniqueEmail('hebrew');
  await page.getByLabel('אימייל').fill(email);
  await page.getByLabel('סיסמה', { exact: true }).fill('secret123');
  await page.getByLabel('אימות סיסמה').fill('secret124');
  await page.getByRole('button', { name: 'יצירת חשבון' }).click();
  await expect(page.getByText('הסיסמאות אינן תואמות')).toBeVisible();
  await page.getByLabel('אימות סיסמה').fill('secret123');
  await page.getByRole('button', { name: 'יצירת חשבון' }).click();
  await expect(page.getByRole('heading', { name: 'בדקו את תיבת הדואר' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // The emailed link comes back to the Hebrew page, signs in, and the app is in Hebrew.
  const link = await latestMailLink(request, email, 'verify-email');
  expect(decodeURIComponent(link)).toContain('callbackURL=/he/verify-email');
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ברוכים הבאים ל־Vocably' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the Hebrew sign-in says the server’s refusal in Hebrew, and switches to English', async ({
  page,
  request,
}) => {
  const { email } = await signUpAndVerify(request);
  await page.goto('/he/login');
  await page.getByLabel('אימייל').fill(email);
  await page.getByLabel('סיסמה', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'התחברות', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('האימייל או הסיסמה שגויים');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Vocably' })).toBeVisible();
  await page.getByRole('link', { name: 'עברית' }).click();
  await expect(page).toHaveURL(/\/he\/login$/);
  await page.getByRole('link', { name: 'שכחת את הסיסמה?' }).click();
  await expect(page).toHaveURL(/\/he\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'שכחת את הסיסמה?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
