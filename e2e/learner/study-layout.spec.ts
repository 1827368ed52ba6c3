import { expect, test } from '@playwright/test';
import { appOrigin } from '../support/origin';
import { expectFits, setScheme } from '../support/screen';
import { learnerWithWords, startStudy } from './study-support';

// The study client's screens are never wider than a phone's, a tablet's or a laptop's viewport, in
// light and dark, in English and in Hebrew.
const widths = [375, 768, 1280] as const;

test('study, statistics and stories fit at 375, 768 and 1280 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { wordIds } = await learnerWithWords(page, request, ['house', 'school', 'window']);
  const story = await page.request.post('/api/me/stories', {
    data: { wordIds, length: 'Short' },
    headers: { origin: appOrigin },
  });
  const storyId = ((await story.json()) as { id: string }).id;
  await startStudy(page, 'Typing');
  await page.getByLabel('Your answer').fill('fenetre');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('typing-diff')).toBeVisible();

  const screens: [string, () => Promise<unknown>][] = [
    ['typing verdict', () => expect(page.getByTestId('typing-diff')).toBeVisible()],
    [
      'statistics',
      () => expect(page.locator('section[aria-labelledby="due-forecast"] svg').first()).toBeVisible(),
    ],
    ['stories', () => expect(page.getByRole('radio').first()).toBeVisible()],
    [`stories/${storyId}`, () => expect(page.locator('article button').first()).toBeVisible()],
    // The typing session was left open: the study page offers to resume it.
    ['study (resume)', () => expect(page.locator('main section button').first()).toBeVisible()],
  ];
  const paths: Record<string, string | null> = {
    'typing verdict': null,
    statistics: '/dashboard/statistics',
    stories: '/dashboard/stories',
    [`stories/${storyId}`]: `/dashboard/stories/${storyId}`,
    'study (resume)': '/dashboard/study',
  };
  for (const [name, ready] of screens) {
    const path = paths[name];
    for (const [theme, language] of [
      ['light', 'en'],
      ['dark', 'he'],
    ] as const) {
      await setScheme(page, theme, language);
      if (path) await page.goto(path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await ready();
        await expectFits(page, `${name} at ${width} px, ${theme}, ${language}`);
      }
    }
  }
});
