import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminGet, adminToken, createTaggedLearners, signInAsAdmin, uniqueTag } from '../support/admin';
import { signInAsDemoAdmin } from '../support/demo-admin';

// The layout defects of the portal walk (issue 15), each held by a test.

const sidebarToggle = (page: Page) => page.getByRole('button', { name: /(Expand|Collapse) sidebar/ });
const fitsIn = async (inner: Locator, outer: { x: number; width: number }) => {
  const box = await inner.boundingBox();
  return Boolean(box && box.x >= outer.x - 0.5 && box.x + box.width <= outer.x + outer.width + 0.5);
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the sidebar closes after a link, on Escape and on a click outside it', async ({ page }) => {
    await signInAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await sidebarToggle(page).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Words' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Words Management' })).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');

    await sidebarToggle(page).click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(sidebarToggle(page)).toBeFocused();

    await sidebarToggle(page).click();
    await expect(nav).toBeVisible();
    await page.mouse.click(340, 500);
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/words$/);
  });

  test('word detail: definitions read as text, stat labels and tabs are whole', async ({ page }) => {
    await signInAsDemoAdmin(page);
    await page.goto('/admin/words?q=water&language=en');
    await page
      .getByTestId('list-cards')
      .getByRole('link', { name: 'View Details of water', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'water' })).toBeVisible();
    const definition = page
      .getByRole('list', { name: 'Definitions' })
      .getByRole('listitem')
      .first()
      .locator('p')
      .nth(1);
    // One word per line was about 60 px wide; the text now has the card's width.
    expect((await definition.boundingBox())?.width).toBeGreaterThan(200);
    for (const label of ['Definitions', 'Languages', 'Synonyms', 'Examples']) {
      const text = page.getByText(label, { exact: true }).first();
      expect(await text.evaluate((node) => node.scrollWidth <= node.clientWidth), label).toBeTruthy();
    }
    for (const tab of await page.getByRole('tab').all()) {
      expect(await fitsIn(tab, { x: 0, width: 375 }), await tab.innerText()).toBeTruthy();
    }
  });

  test('Recent Activity names its targets and the dashboard fits the phone', async ({ page, request }) => {
    const [learner] = await createTaggedLearners(request, uniqueTag('activity-label'), 1);
    const token = await adminToken(request);
    const { items } = await adminGet<{ items: { uid: string }[] }>(
      request,
      token,
      `/api/admin/users?search=${encodeURIComponent(learner!.email)}`,
    );
    const uid = items[0]!.uid;
    await request.post(`/api/admin/users/${uid}/enable`, { headers: { authorization: `Bearer ${token}` } });

    await signInAsAdmin(page);
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: 'Enabled a user' })
      .filter({ hasText: learner!.email });
    await expect(entry.first()).toBeVisible();
    await expect(entry.first().getByRole('link', { name: learner!.email })).toHaveAttribute('title', uid);
    await expect(
      page.getByRole('heading', { name: 'Recent Activity' }).locator('..').locator('..'),
    ).not.toContainText(uid);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test('at 1280 px the words table fits its box and the actions are whole', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsDemoAdmin(page);
  await page.goto('/admin/words');
  const table = page.getByTestId('list-table');
  await expect(table.locator('tbody tr')).toHaveCount(10, { timeout: 15_000 });
  expect(await table.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBeTruthy();
  const box = (await table.boundingBox())!;
  for (const action of await table.getByRole('link', { name: /^View Details of / }).all()) {
    expect(await fitsIn(action, box)).toBeTruthy();
    expect(await action.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBeTruthy();
  }
  for (const action of await table.getByRole('button', { name: /^Delete Word / }).all()) {
    expect(await fitsIn(action, box)).toBeTruthy();
  }
});

test('a skip link leads past the header and sidebar to the content', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#admin-main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeFocused();
});

test('Edit on a definition moves focus into its form, by pointer as by keyboard', async ({ page }) => {
  await signInAsDemoAdmin(page);
  await page.goto('/admin/words?q=water&language=en');
  await page
    .getByTestId('list-table')
    .getByRole('link', { name: 'View Details of water', exact: true })
    .click();
  const region = page.getByRole('region', { name: 'Definitions' });
  await region.getByRole('button', { name: 'Edit definition 1', exact: true }).click();
  await expect(region.getByLabel('Part of speech')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(region.getByRole('button', { name: 'Edit definition 1', exact: true })).toBeFocused();
});
