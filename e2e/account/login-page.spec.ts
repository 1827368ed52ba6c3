import { expect, test } from '@playwright/test';
import { createVerifiedLearner, signInThroughForm, signUpAndVerify } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { appOrigin } from '../support/origin';

// /login is a static document with its behaviour inlined (ADR 0015, web/features/account/login-script.ts),
// the web's one sign-in form: its behaviours, checked in the browser.

test('the sign-in form checks its fields, focuses the first error and re-checks as one types', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-in')) requests.push(request.url());
  });
  await page.goto('/login');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Invalid email address');
  await expectNoAxeViolations(page);

  // After a submit, each field is checked again as it changes.
  await email.fill('learner@example.com');
  await expect(page.getByText('Invalid email address')).toBeHidden();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(password).toBeFocused();
  await password.fill('x');
  await expect(page.getByText('Password is required')).toBeHidden();
  // Nothing was sent while a field was invalid.
  expect(requests).toEqual([]);
});

test('signing in replaces another account’s bearer token in this tab', async ({ page, request }) => {
  const { email, password } = await createVerifiedLearner(request);
  await page.goto('/login');
  await page.evaluate(() => sessionStorage.setItem('vocably.auth-token', 'someone-else'));
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-email')).toHaveText(email);
  const token = await page.evaluate(() => sessionStorage.getItem('vocably.auth-token'));
  expect(token).toBeTruthy();
  expect(token).not.toBe('someone-else');
  // The token is this learner's session.
  const session = await request.get('/api/auth/get-session', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await session.json()).user.email).toBe(email);
});

test('a wrong password: the server’s message shows and the button works again', async ({ page, request }) => {
  const { email } = await signUpAndVerify(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  const button = page.getByRole('button', { name: 'Sign In', exact: true });
  await button.click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(button).toBeEnabled();
  await expect(button).toHaveAttribute('aria-busy', 'false');
});

test('a network failure says "Failed to sign in" and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await page.route('**/api/auth/sign-in/email', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Email').fill('learner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to sign in');
  await expect(page.getByLabel('Email')).toHaveValue('learner@example.com');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
});

test('a link inside the client app to /login loads the static document', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Vocably' })).toBeVisible();
  expect(documents).toContain('/login');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
});

test('without JavaScript the page reads, and says that signing in needs it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: appOrigin });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Vocably' })).toBeVisible();
  // (Playwright's text locators skip <noscript>'s content; the element itself is there and shown.)
  await expect(page.locator('noscript p')).toBeVisible();
  await expect(page.locator('noscript p')).toHaveText(/^Vocably needs JavaScript to sign in\./);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.close();
});
