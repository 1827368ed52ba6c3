import { expect, type Page, test } from '@playwright/test';
import { signedInLearner } from '../support/accounts';
import { adminPages, settled } from '../support/admin-pages';
import { signInAsDemoAdmin } from '../support/demo-admin';
import { appOrigin } from '../support/origin';
import { tabStops } from './keyboard-support';

// Every page by keyboard alone: from the top of the page, each Tab stop (up to the first forty) can be
// seen, is not covered and shows that it has the focus (./keyboard-support.ts), on a phone's width and a
// laptop's, for the public, account, learner and administrator pages.

const widths = [375, 1280] as const;
const stopsPerPage = 40;

async function expectKeyboardUsable(
  page: Page,
  pages: readonly string[],
  ready: (page: Page) => Promise<void>,
) {
  const problems: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await ready(page);
    const stops = await tabStops(page, stopsPerPage);
    expect(stops.length, `${path}: Tab reaches nothing`).toBeGreaterThan(0);
    for (const stop of stops) {
      for (const problem of stop.problems) problems.push(`${path}: ${stop.what} ${problem}`);
    }
  }
  expect(problems).toEqual([]);
}

const loaded = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-auth-pending]')).toHaveCount(0);
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

for (const width of widths) {
  // The public pages' wide layout is a row of plain links; the phone's menu is the one to walk.
  if (width === 375)
    test(`public and account pages by keyboard at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await expectKeyboardUsable(
        page,
        ['/', '/features', '/pricing', '/faq', '/he/', '/login', '/signup', '/forgot-password', '/he/login'],
        loaded,
      );
    });

  test(`the learner's pages by keyboard at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await signedInLearner(page, request);
    const headers = { origin: appOrigin };
    const profile = await page.request.put('/api/me/profile', {
      data: { nativeLanguageCode: 'en', targetLanguageCode: 'fr' },
      headers,
    });
    expect(profile.ok()).toBeTruthy();
    const wordIds: string[] = [];
    for (const value of ['maison', 'pomme', 'chien']) {
      const added = await page.request.post('/api/me/words', {
        data: { value, languageCode: 'fr' },
        headers,
      });
      expect(added.ok(), await added.text()).toBeTruthy();
      wordIds.push(((await added.json()) as { id: string }).id);
    }
    const set = await page.request.post('/api/me/study-sets', { data: { name: 'Kitchen' }, headers });
    expect(set.ok()).toBeTruthy();
    const { id: setId } = (await set.json()) as { id: string };
    await expectKeyboardUsable(
      page,
      [
        '/dashboard',
        '/dashboard/words',
        `/dashboard/words/${wordIds[0]}`,
        '/dashboard/sets',
        `/dashboard/sets/${setId}`,
        '/dashboard/stories',
        '/dashboard/collections',
        '/dashboard/statistics',
        '/dashboard/settings',
        '/dashboard/import',
        '/dashboard/study',
      ],
      loaded,
    );
  });

  test(`the administrator's pages by keyboard at ${width} px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const { list } = await adminPages(request);
    await signInAsDemoAdmin(page);
    await expectKeyboardUsable(
      page,
      list.map(({ path }) => path),
      settled,
    );
  });
}
