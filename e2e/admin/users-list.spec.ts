import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createVerifiedLearner, signInThroughForm } from '../support/accounts';
import { adminGet, adminToken, createTaggedLearners, signInAsAdmin, uniqueTag } from '../support/admin';

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(text);
}

const table = (page: Page) => page.getByTestId('list-table');

test('search, filters and page live in the URL: reload and Back keep them', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await expect(page.getByText(/\d+ users found/)).toBeVisible();

  await page.getByRole('navigation', { name: 'Users pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();

  // A new search goes back to page 1, after the typing pauses.
  await search(page, 'example.com');
  await expect(page).toHaveURL(/q=example\.com/);
  await expect(page).not.toHaveURL(/page=/);

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Sign-in provider').selectOption('google');
  const filtered = page.waitForResponse(
    (response) =>
      /\/api\/admin\/users\?/.test(response.url()) &&
      response.url().includes('provider=google') &&
      response.url().includes('emailVerified=true'),
  );
  await page.getByLabel('Email', { exact: true }).selectOption('yes');
  await expect(page).toHaveURL(/provider=google/);
  await expect(page).toHaveURL(/verified=yes/);
  const rows = table(page).getByRole('row');
  await expect(rows.nth(1)).toContainText('Google');
  await expect(table(page).getByText('Unverified')).toHaveCount(0);

  // The list keeps the previous filter's page and count on screen while the next loads: the count
  // read here must be the one for both filters, not the provider's alone.
  const { totalCount } = (await (await filtered).json()) as { totalCount: number };
  await expect(page.getByText(/\d+ users? found/)).toHaveText(
    new RegExp(`^${totalCount.toLocaleString('en-US')}\\+? users? found$`),
  );
  const foundText = await page.getByText(/\d+ users? found/).textContent();
  const pages = Number(/of (\d+)/.exec((await page.getByText(/Page 1 of \d+/).textContent()) ?? '')?.[1]);
  if (pages > 1) {
    await page.getByRole('navigation', { name: 'Users pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
  }

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('example.com');
  await expect(page.getByLabel('Sign-in provider')).toHaveValue('google');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('yes');
  await expect(page.getByText(/\d+ users? found/)).toHaveText(foundText!);
  if (pages > 1) await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/provider=google/);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/provider=/);
  await search(page, 'no-such-user-anywhere-xyz');
  await expect(page.getByText('No users found.')).toBeVisible();
});

test('bulk disable then bulk enable, with confirmation; nothing selected does nothing', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('bulk');
  const learners = await createTaggedLearners(request, tag, 2);
  await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${tag}`);
  await expect(table(page).getByRole('row')).toHaveCount(3);

  // Nothing selected: the action cannot be applied, and nothing changes.
  await page.getByLabel('Bulk action').selectOption('disable');
  await expect(page.getByRole('button', { name: /^Apply/ })).toBeDisabled();
  await expect(table(page).getByText('Disabled')).toHaveCount(0);

  await table(page).getByRole('checkbox', { name: 'Select all users on this page' }).check();
  await page.getByRole('button', { name: 'Apply (2)' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to disable 2 users?');
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('2 users disabled.')).toBeVisible();
  // The list reloaded and the selection cleared.
  await expect(table(page).getByText('Disabled')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Apply/ })).toHaveText('Apply');
  for (const learner of learners) {
    await expect(table(page).getByRole('checkbox', { name: `Select ${learner.email}` })).not.toBeChecked();
  }

  await table(page)
    .getByRole('checkbox', { name: `Select ${learners[0]!.email}` })
    .check();
  await table(page)
    .getByRole('checkbox', { name: `Select ${learners[1]!.email}` })
    .check();
  await page.getByLabel('Bulk action').selectOption('enable');
  await page.getByRole('button', { name: 'Apply (2)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText('2 users enabled.')).toBeVisible();
  await expect(table(page).getByText('Disabled')).toHaveCount(0);
  await expect(table(page).getByText('Active')).toHaveCount(2);
});

test('by keyboard the focus stays in the list: a toggled row action, a bulk action, a deleted row', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('focus');
  const [first, second] = await createTaggedLearners(request, tag, 2);
  await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${tag}`);
  await expect(table(page).getByRole('row')).toHaveCount(3);

  // Disable becomes Enable on the same button, which keeps the focus.
  await table(page)
    .getByRole('button', { name: `Disable ${first!.email}` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${first!.email} has been disabled.`)).toBeVisible();
  await expect(table(page).getByRole('button', { name: `Enable ${first!.email}` })).toBeFocused();

  // A cancelled bulk action gives Apply the focus back, the choice still made.
  await table(page).getByRole('checkbox', { name: 'Select all users on this page' }).focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Bulk action').selectOption('enable');
  const apply = page.getByRole('button', { name: 'Apply (2)' });
  await apply.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();

  // Applied, the selection clears and Apply is disabled: the focus goes to the results line.
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Enable' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/users? enabled\./)).toBeVisible();
  await expect(page.getByText('2 users found')).toBeFocused();

  // A deleted row takes its Delete button with it: the focus goes to the results line.
  await table(page)
    .getByRole('button', { name: `Delete ${second!.email}` })
    .focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${second!.email} has been deleted.`)).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(page.getByText('1 user found')).toBeFocused();
});

test('Export All and export of the selection download users.csv', async ({ page, request }) => {
  const [learner] = await createTaggedLearners(request, uniqueTag('export'), 1);
  await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(learner!.email)}`);
  await expect(table(page).getByText(learner!.email)).toBeVisible();

  const allDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export All' }).click();
  const all = await allDownload;
  expect(all.suggestedFilename()).toBe('users.csv');
  const allCsv = fs.readFileSync((await all.path())!, 'utf8');
  expect(allCsv.split('\n')[0]).toMatch(/email/i);
  expect(allCsv).toContain(learner!.email);
  await expect(page.getByText('Exported users to users.csv.')).toBeVisible();

  await table(page).getByRole('checkbox', { name: 'Select all users on this page' }).check();
  await page.getByLabel('Bulk action').selectOption('export');
  await page.getByRole('button', { name: 'Apply (1)' }).click();
  const selectionDownload = page.waitForEvent('download');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Export' }).click();
  const selection = await selectionDownload;
  expect(selection.suggestedFilename()).toBe('users.csv');
  const csv = fs
    .readFileSync((await selection.path())!, 'utf8')
    .trim()
    .split('\n');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(learner!.email);
});

test("disabling a user ends that user's open session; enabling lets them back", async ({
  browser,
  page,
  request,
}) => {
  const learner = await createVerifiedLearner(request);
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  await signInThroughForm(learnerPage, learner.email, learner.password);
  await expect(learnerPage.getByTestId('dashboard-email')).toHaveText(learner.email);

  await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(learner.email)}`);
  await table(page)
    .getByRole('button', { name: `Disable ${learner.email}` })
    .click();
  await expect(page.getByText(`${learner.email} has been disabled.`)).toBeVisible();
  await expect(table(page).getByRole('row').nth(1)).toContainText('Disabled');

  await learnerPage.reload();
  await expect(learnerPage).toHaveURL(/\/login$/);

  await table(page)
    .getByRole('button', { name: `Enable ${learner.email}` })
    .click();
  await expect(page.getByText(`${learner.email} has been enabled.`)).toBeVisible();
  await signInThroughForm(learnerPage, learner.email, learner.password);
  await expect(learnerPage.getByTestId('dashboard-email')).toHaveText(learner.email);
  await learnerContext.close();
});

test('reset password sends the email; delete asks first and removes the user', async ({ page, request }) => {
  const learner = await createVerifiedLearner(request);
  await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(learner.email)}`);

  await table(page)
    .getByRole('button', { name: `Reset password of ${learner.email}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByText(`Password reset email sent to ${learner.email}.`)).toBeVisible();

  await table(page)
    .getByRole('button', { name: `Delete ${learner.email}` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this user?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(table(page).getByText(learner.email)).toBeVisible();

  await table(page)
    .getByRole('button', { name: `Delete ${learner.email}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${learner.email} has been deleted.`)).toBeVisible();
  await expect(page.getByText('No users found.')).toBeVisible();
});

test('at 375 px the list shows cards and the sidebar starts collapsed; the choice is remembered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page);
  const toggle = page.getByRole('button', { name: 'Expand sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.goto('/admin/users');
  const cards = page.getByTestId('list-cards').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('list-table')).toBeHidden();

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('list-table')).toBeVisible();
  await expect(cards.first()).toBeHidden();
});

test('an administrator is offered neither Disable, Reset password nor Delete on their own row', async ({
  page,
}) => {
  const { email } = await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const row = table(page).getByRole('row').nth(1);
  await expect(row).toContainText(email);
  await expect(row.getByRole('link', { name: `View ${email}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Reset password of ${email}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Disable ${email}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Delete ${email}` })).toHaveCount(0);
});

// Deviation 3 (docs/spec-deviations.md): a refused action shows the server's message and changes nothing.
test("a refused action shows the server's message in a toast and leaves the list as it was", async ({
  page,
  request,
}) => {
  const learner = await createVerifiedLearner(request);
  await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(learner.email)}`);
  const row = table(page).getByRole('row').nth(1);
  await expect(row).toContainText('Active');
  // Another administrator deletes the user meanwhile: the server refuses to disable who is gone.
  const token = await adminToken(request);
  const { items } = await adminGet<{ items: { uid: string }[] }>(
    request,
    token,
    `/api/admin/users?search=${encodeURIComponent(learner.email)}`,
  );
  const gone = await request.delete(`/api/admin/users/${items[0]!.uid}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(204);
  await table(page)
    .getByRole('button', { name: `Disable ${learner.email}` })
    .click();
  await expect(page.getByText(/no longer exist/)).toBeVisible();
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Disabled');
});

test('a page past the last (an old link, its only user deleted) moves back to the last page', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('past-last');
  await createTaggedLearners(request, tag, 2);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.goto(`/admin/users?q=${tag}&page=4`);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText('2 users found')).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(3);
  await expect(page.getByText('No users found.')).toHaveCount(0);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  // The correction took the old link's place in the history: Back leaves the list.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
