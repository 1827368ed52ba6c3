import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInAsDemoAdmin } from '../support/demo-admin';

// Subscriptions on the demo purchases (every status, store and platform; sandbox and production).

const shots = process.env.E2E_SCREENSHOTS;
const rows = (page: Page) => page.getByTestId('list-table').locator('tbody tr');
const shownCount = async (page: Page) =>
  Number((await page.getByText(/^Showing \d+ purchases?$/).textContent())?.replace(/\D/g, ''));

test.beforeEach(async ({ page }) => {
  await signInAsDemoAdmin(page);
});

test('cards, columns, Load More; axe finds nothing', async ({ page }) => {
  // Two axe scans of a page with 50 table rows take a while on a loaded two-core machine.
  test.setTimeout(120_000);
  await page.goto('/admin/subscriptions');
  await expect(page.getByRole('heading', { name: 'Subscriptions', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage user subscriptions and billing')).toBeVisible();
  for (const label of ['Monthly Revenue', 'Active Subscriptions', 'Grace Period', 'Canceled']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('Payment issues requiring attention')).toBeVisible();
  await expect(page.getByText(/from last month$/)).toBeVisible();
  await expect(page.getByText(/% churn in the last 30 days$/)).toBeVisible();
  await expect(page.getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();
  for (const column of ['User', 'Product', 'Status', 'Amount', 'Store', 'Expiration', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(rows(page)).toHaveCount(50);
  // At 1280 px with the sidebar open the table fits its frame (it may scroll at 768 px).
  const overflow = await page
    .getByTestId('list-table')
    .evaluate((frame) => frame.scrollWidth - frame.clientWidth);
  expect(overflow, `the table is ${overflow} px wider than its frame`).toBeLessThanOrEqual(0);
  await expect(
    rows(page)
      .first()
      .getByRole('link', { name: /^View User/ }),
  ).toHaveAttribute('href', /\/admin\/users\/.+/);
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/subscriptions-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Load More' }).click();
  await expect.poll(() => rows(page).count()).toBeGreaterThan(50);
  expect(await shownCount(page)).toBe(await rows(page).count());

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/subscriptions');
  await expect(page.getByTestId('list-cards').getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/subscriptions-375.png`, fullPage: true });
});

test('search, status and plan filters run on the server; Include Sandbox reloads', async ({ page }) => {
  await page.goto('/admin/subscriptions');
  await expect(rows(page)).toHaveCount(50);
  const email = (await rows(page).first().locator('td').first().locator('p').nth(1).textContent()) ?? '';
  expect(email).toContain('@');

  await page.getByPlaceholder('Search by name, email, ID...').fill(email.toUpperCase());
  await expect(page).toHaveURL(/q=/);
  await expect.poll(() => rows(page).count()).toBeLessThan(50);
  for (const text of await rows(page).locator('td:first-child').allTextContents())
    expect(text).toContain(email);
  await page.getByPlaceholder('Search by name, email, ID...').fill('');
  await expect(page).not.toHaveURL(/q=/);

  await page.getByLabel('Status').selectOption('grace_period');
  await expect(page).toHaveURL(/status=grace_period/);
  // The previous rows stay on screen until the filtered page arrives: wait for the filtered rows. A
  // row whose period ended unconfirmed says so after its status.
  await expect
    .poll(async () =>
      (await rows(page).locator('td:nth-child(3)').allTextContents()).every((text) =>
        /^Grace Period(Period ended: .*)?$/.test(text),
      ),
    )
    .toBe(true);

  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Plan').selectOption('pro');
  await expect(page).toHaveURL(/plan=pro/);
  await expect
    .poll(async () =>
      (await rows(page).locator('td:nth-child(2)').allTextContents()).every((t) => t.includes('Pro')),
    )
    .toBe(true);
  await expect(rows(page).first()).toBeVisible();
  await page.getByLabel('Plan').selectOption('premium');
  await expect(page.getByText('No user purchases found matching your criteria')).toBeVisible();
  await page.getByLabel('Plan').selectOption('');

  await expect(rows(page)).toHaveCount(50);
  await expect(page.getByTestId('list-table').getByText('Sandbox', { exact: true })).toHaveCount(0);
  const sandboxRequest = page.waitForRequest(
    (request) =>
      /\/api\/admin\/subscriptions\?.*includeSandbox=true/.test(request.url()) &&
      !/offset=[1-9]/.test(request.url()),
  );
  // The box shows the URL's state, which changes after React Router's navigation: click, then wait.
  await page.getByLabel('Include Sandbox').click();
  await expect(page.getByLabel('Include Sandbox')).toBeChecked();
  await sandboxRequest;
  await expect(page).toHaveURL(/sandbox=1/);
  await expect(page.getByTestId('list-table').getByText('Sandbox', { exact: true }).first()).toBeVisible();
});

test('a failed first load offers Retry; a failed Load More keeps the list', async ({ page }) => {
  let fail = true;
  await page.route('**/api/admin/subscriptions?*', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { message: 'Billing is unreachable', code: 'INTERNAL' } })
      : route.fallback(),
  );
  await page.goto('/admin/subscriptions');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load subscriptions' })).toContainText(
    'Billing is unreachable',
    { timeout: 15_000 },
  );
  await expect(page.getByRole('table')).toHaveCount(0);
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(rows(page)).toHaveCount(50);

  await page.route('**/api/admin/subscriptions?*offset=50*', (route) =>
    route.fulfill({ status: 500, json: { message: 'Billing is unreachable', code: 'INTERNAL' } }),
  );
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(page.getByText('Billing is unreachable')).toBeVisible();
  await expect(rows(page)).toHaveCount(50);
  await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible();
});
