import { expect, test } from '@playwright/test';
import { createVerifiedLearner, signInThroughForm } from '../support/accounts';
import {
  adminCredentials,
  adminGet,
  adminToken,
  createTaggedLearners,
  signInAsAdmin,
  uniqueTag,
} from '../support/admin';

test('an administrator signs in, sees the dashboard with real figures, and logs out', async ({
  page,
  request,
}) => {
  // Fresh activity of this test's own, so that Recent Activity has a known newest entry whatever
  // the journeys running alongside have done.
  const [learner] = await createTaggedLearners(request, uniqueTag('activity'), 1);
  const token = await adminToken(request);
  const { items } = await adminGet<{ items: { uid: string }[] }>(
    request,
    token,
    `/api/admin/users?search=${encodeURIComponent(learner!.email)}`,
  );
  const enable = await request.post(`/api/admin/users/${items[0]!.uid}/enable`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(enable.ok()).toBeTruthy();

  await signInAsAdmin(page);
  await expect(page).toHaveURL(/\/admin$/);
  for (const label of [
    'Total Users',
    'Active Users',
    'Premium Users',
    'Total Words',
    'Study Sets',
    'Stories',
  ]) {
    await expect(page.getByRole('listitem').filter({ hasText: label }).first()).toBeVisible();
  }
  await expect(page.getByTestId('stat-totalUsers')).toContainText(/\d{3}/);
  // Two "Total Words" count different things (here learners' words, on Words the dictionary): each says which.
  await expect(page.getByTestId('stat-totalWords')).toContainText('Words in learners’ collections');
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  const target = new RegExp(`${learner!.email.replace(/[.+]/g, '\\$&')}|${items[0]!.uid}`);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Enabled a user' }).filter({ hasText: target }),
  ).toBeVisible();

  // Quick actions go where they say.
  await page.getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // Already signed in: /admin/login goes straight to /admin.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the admin login shows its own messages', async ({ page }) => {
  const { email } = await adminCredentials();
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('whatever');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('definitely-wrong');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});

test('a learner is refused at the admin login and at the admin pages', async ({ page, request }) => {
  const learner = await createVerifiedLearner(request);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password').fill(learner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Access denied. You do not have administrator privileges.',
  );
  // Signed out again: the admin area sends them to the login.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Signed in through the learner's own login, the guard answers "Access Denied".
  await signInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
});

test('Analytics, Permissions and Settings are reachable from the sidebar and say Coming Soon', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  for (const name of ['Analytics', 'Permissions', 'Settings']) {
    await sidebar.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  }
  await sidebar.getByRole('link', { name: 'Words' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Words Management' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Subscriptions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
