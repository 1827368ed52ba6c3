import { expect, type Page, test } from '@playwright/test';
import { setsHe } from '~/web/features/learner-sets/i18n/he';
import { learnerRefusalsHe } from '~/web/lib/i18n/learner-refusals-he';
import { expectNoAxeViolations } from '../support/axe';
import { appOrigin } from '../support/origin';
import { expectFits, setScheme } from '../support/screen';
import { learnerWithWords, startStudy } from './study-support';
import { createSetThroughApi, settled } from './words-support';

// Every words and study sets screen in English and Hebrew, light and dark: axe finds nothing, and
// nothing is wider than a phone's, a tablet's or a laptop's viewport. With E2E_SCREENSHOTS=<dir>,
// pictures at 375 and 1280 px for a person to look at.
test.describe.configure({ timeout: 240_000 });

const shots = process.env.E2E_SCREENSHOTS;

async function arrange(page: Page, request: Parameters<typeof learnerWithWords>[1]) {
  const { wordIds } = await learnerWithWords(page, request, ['house', 'school', 'apple', 'window', 'key']);
  const headers = { origin: appOrigin };
  await page.request.patch(`/api/me/words/${wordIds[0]}`, { data: { tags: ['home', 'a1'] }, headers });
  // One studied word, for a schedule and a history.
  await startStudy(page, 'Flashcards');
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  await expect(page.locator('#study-progress')).toContainText('to repeat');
  await page.getByRole('button', { name: 'End session' }).click();
  const setId = await createSetThroughApi(page, 'Around the house', wordIds.slice(0, 3));
  const studied = await page.request.get('/api/me/words?status=learning');
  const studiedId = ((await studied.json()) as { items: { id: string }[] }).items[0]?.id ?? wordIds[0]!;
  return { wordId: studiedId, setId };
}

test('words and study sets screens: axe in English and Hebrew, no overflow at 375, 768 and 1280 px', async ({
  page,
  request,
}) => {
  const { wordId, setId } = await arrange(page, request);
  const screens = [
    ['words', '/dashboard/words'],
    ['word', `/dashboard/words/${wordId}`],
    ['sets', '/dashboard/sets'],
    ['set', `/dashboard/sets/${setId}`],
  ] as const;
  for (const [theme, language] of [
    ['light', 'en'],
    ['dark', 'he'],
    ['light', 'he'],
  ] as const) {
    await setScheme(page, theme, language);
    for (const [name, path] of screens) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
      await expectNoAxeViolations(page);
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectFits(page, `${name} at ${width} px, ${theme}, ${language}`);
      }
    }
  }
  // Hebrew words: the search results and the custom form.
  await setScheme(page, 'light', 'he');
  await page.goto('/dashboard/words');
  await expect(page.getByRole('heading', { level: 1, name: 'המילים שלך' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'חיפוש במילון' }).fill('po');
  await expect(page.getByRole('button', { name: 'נוספה: pomme' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 900 });
  await expectFits(page, 'Hebrew search results at 375 px');
  await page.getByRole('tab', { name: 'מילה משלך' }).click();
  await page.getByRole('button', { name: 'להוספת המילה' }).click();
  // The API's message, in Hebrew.
  await expect(page.getByText('חובה לכתוב את המילה')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFits(page, 'Hebrew custom word form at 375 px');
});

for (const width of [375, 1280]) {
  test(`screenshots of the words and study sets screens at ${width} px`, async ({ page, request }) => {
    test.skip(!shots, 'set E2E_SCREENSHOTS to a directory to take the pictures');
    const { wordId, setId } = await arrange(page, request);
    await page.setViewportSize({ width, height: 900 });
    const shot = (name: string) => page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
    for (const [theme, language] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['light', 'he'],
    ] as const) {
      const suffix = `${theme}-${language}`;
      await setScheme(page, theme, language);
      await page.goto('/dashboard/words');
      await settled(page);
      await page.getByRole('searchbox').first().fill('po');
      await expect(page.getByRole('list').filter({ hasText: 'pomme' }).first()).toBeVisible();
      await page.waitForTimeout(400);
      await shot(`words-search-${suffix}`);
      await page.getByRole('tab').nth(1).click();
      await page.getByRole('button', { name: /Add word|להוספת המילה/ }).click();
      await shot(`words-custom-errors-${suffix}`);
      await page.goto(`/dashboard/words/${wordId}`);
      await settled(page);
      await shot(`word-detail-${suffix}`);
      await page.goto('/dashboard/sets');
      await settled(page);
      await shot(`sets-${suffix}`);
      await page.goto(`/dashboard/sets/${setId}`);
      await settled(page);
      await shot(`set-detail-${suffix}`);
    }
  });
}

test('a Hebrew page says a lost connection in Hebrew, not the browser’s "Failed to fetch", and creates nothing', async ({
  page,
  request,
}) => {
  await learnerWithWords(page, request, []);
  await setScheme(page, 'light', 'he');
  await page.goto('/dashboard/sets');
  await settled(page);
  await page.route('**/api/me/study-sets', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.getByLabel(setsHe.create.name).fill('בית');
  await page.getByRole('button', { name: setsHe.create.submit }).click();
  const notice = page.getByRole('alert');
  await expect(notice).toContainText(setsHe.create.failed);
  await expect(notice).toContainText(learnerRefusalsHe.NETWORK_FAILURE);
  await expect(notice).not.toContainText('fetch');
  await page.unroute('**/api/me/study-sets');
  const sets = await page.request.get('/api/me/study-sets');
  expect(((await sets.json()) as { items: unknown[] }).items).toEqual([]);
});
