import { expect, test } from '@playwright/test';
import { createVerifiedLearner, signInThroughForm, signUpAndVerify } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { mailLinks, uniqueEmail } from '../support/mailbox';
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

test('signing in keeps no credential a script could read; the calls ride on the HttpOnly cookie', async ({
  page,
  request,
}) => {
  const { email, password } = await createVerifiedLearner(request);
  await page.goto('/login');
  // A token an earlier version kept in this tab is removed.
  await page.evaluate(() => sessionStorage.setItem('vocably.auth-token', 'someone-else'));
  const authorizations: string[] = [];
  page.on('request', (sent) => {
    const header = sent.headers().authorization;
    if (sent.url().includes('/api/') && header) authorizations.push(header);
  });
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-email')).toHaveText(email);
  const stored = await page.evaluate(() => ({
    session: Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key)}`),
    local: Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`),
    cookies: document.cookie,
  }));
  expect(stored.session.join(' ')).not.toMatch(/auth-token/);
  expect(`${stored.local.join(' ')} ${stored.cookies}`).not.toMatch(/session_token/);
  expect(authorizations).toEqual([]);
});

test('a wrong password: the server’s message shows, the button keeps the focus and works again', async ({
  page,
  request,
}) => {
  const { email } = await signUpAndVerify(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  const button = page.getByRole('button', { name: 'Sign In', exact: true });
  // By keyboard: the button keeps the focus while it waits, so the refusal finds it there.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(button).toBeFocused();
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

test('signing in on the Hebrew page before verifying sends the link again, in Hebrew, to the Hebrew page', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('he.unverified');
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'secret-123456', name: '', callbackURL: '/he/verify-email' },
    headers: { origin: appOrigin },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto('/he/login');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill('secret-123456');
  await page.locator('form button[type=submit]').click();
  const links = await mailLinks(request, email, 'verify-email', 2);
  expect(decodeURIComponent(links[0]!)).toContain('callbackURL=/he/verify-email');
});
