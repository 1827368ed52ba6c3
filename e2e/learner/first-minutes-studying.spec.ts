import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { cardWord, learnerWithWords } from './study-support';

// Screenshots for a person to look at, written only when E2E_SCREENSHOTS names a folder.
const shots = process.env.E2E_SCREENSHOTS;

// A learner's first sessions, at a phone's width (a touch screen) and a desktop's, in English and
// Hebrew: a count of cards left that only goes down, the words missed studied again from the summary,
// keyboard hints only where there is a keyboard.
const words = {
  en: {
    start: '2 cards left',
    afterAgain: '1 card left · 1 card to repeat',
    keys: 'Keys: Space shows the answer, 1–4 rate.',
    summary: 'Session complete',
    missed: 'Words to go over again',
    studyMissed: 'Study them again now',
    one: '1 card left',
    announced: 'Achievement earned: First review',
  },
  he: {
    start: 'נשארו שני כרטיסים',
    afterAgain: 'נשאר כרטיס אחד · כרטיס אחד לחזרה',
    keys: 'מקשים: רווח מציג את התשובה, 1–4 לדירוג.',
    summary: 'התרגול הסתיים',
    missed: 'מילים שכדאי לחזור עליהן',
    studyMissed: 'לתרגל אותן שוב עכשיו',
    one: 'נשאר כרטיס אחד',
    announced: 'הישג חדש: חזרה ראשונה',
  },
} as const;

const screens = [
  { width: 375, height: 800, touch: true },
  { width: 1280, height: 900, touch: false },
] as const;

for (const screen of screens) {
  for (const language of ['en', 'he'] as const) {
    test.describe(`${screen.width}px ${language}`, () => {
      test.use({
        viewport: { width: screen.width, height: screen.height },
        hasTouch: screen.touch,
        isMobile: screen.touch,
      });

      test('the counter only goes down, and the missed word is studied again from the summary', async ({
        page,
        request,
      }) => {
        const t = words[language];
        await learnerWithWords(page, request, ['house', 'school']);
        await page.evaluate((lang) => localStorage.setItem('vocably-language', lang), language);
        await page.goto('/dashboard/study?scope=due&method=flashcards');
        await expect(page.locator('#study-progress')).toHaveText(t.start);
        // The pronunciation switch mirrors with the page: on, its knob sits at the inline end (the
        // right in English, the left in Hebrew), as a switch does in a right-to-left interface.
        const toggle = page.getByRole('switch');
        if ((await toggle.count()) > 0) {
          if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
          await expect(toggle).toHaveAttribute('aria-checked', 'true');
          const track = (await toggle.boundingBox())!;
          const knob = (await toggle.locator('span').boundingBox())!;
          const knobAtRight = knob.x + knob.width / 2 > track.x + track.width / 2;
          expect(knobAtRight).toBe(language === 'en');
          await toggle.click();
        }
        // Keyboard hints on a desktop only: a touch screen has no Space or 1–4 to press.
        await expect(page.getByText(t.keys)).toBeVisible({ visible: !screen.touch });
        const missed = await cardWord(page);
        await page.getByRole('button', { name: language === 'en' ? /Show answer/ : /להצגת התשובה/ }).click();
        await page.getByRole('button', { name: language === 'en' ? /^Again/ : /^שוב/ }).click();
        await expect(page.locator('#study-progress')).toHaveText(t.afterAgain);
        if (shots) await page.screenshot({ path: `${shots}/study-counter-${screen.width}-${language}.png` });
        await page.getByRole('button', { name: language === 'en' ? /Show answer/ : /להצגת התשובה/ }).click();
        await page.getByRole('button', { name: language === 'en' ? /^Easy/ : /^קל/ }).click();
        await page.getByRole('button', { name: language === 'en' ? /Show answer/ : /להצגת התשובה/ }).click();
        await page.getByRole('button', { name: language === 'en' ? /^Easy/ : /^קל/ }).click();
        await expect(page.getByRole('heading', { name: t.summary })).toBeVisible();
        const missedList = page.getByRole('region', { name: t.missed });
        await expect(missedList.getByRole('listitem')).toHaveCount(1);
        await expect(missedList.getByRole('listitem')).toHaveText(missed);
        // The session earned the first achievement: announced at its end, then the toast goes.
        await expect(page.getByText(t.announced)).toBeVisible();
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
        await expectNoAxeViolations(page);
        if (shots) {
          await page.screenshot({
            path: `${shots}/study-summary-${screen.width}-${language}.png`,
            fullPage: true,
          });
        }
        await missedList.getByRole('button', { name: t.studyMissed }).click();
        await expect(page.locator('#study-progress')).toHaveText(t.one);
      });
    });
  }
}

test('studying the missed words when the server cannot start it: Try again starts that session', async ({
  page,
  request,
}) => {
  await learnerWithWords(page, request, ['house', 'school']);
  await page.goto('/dashboard/study?scope=due&method=flashcards');
  await expect(page.locator('#study-progress')).toHaveText('2 cards left');
  const missed = await cardWord(page);
  await page.getByRole('button', { name: /Show answer/ }).click();
  await page.getByRole('button', { name: /^Again/ }).click();
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: /Show answer/ }).click();
    await page.getByRole('button', { name: /^Easy/ }).click();
  }
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  // The server fails the first start of the missed words' session.
  let failures = 1;
  await page.route('**/api/me/sessions', (route) => {
    if (route.request().method() === 'POST' && failures-- > 0) {
      return route.fulfill({ status: 503, json: { message: 'Try again in a moment.', code: 'UNAVAILABLE' } });
    }
    return route.continue();
  });
  const missedList = page.getByRole('region', { name: 'Words to go over again' });
  await missedList.getByRole('button', { name: 'Study them again now' }).click();
  await expect(page.getByText('The session could not be started.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('#study-progress')).toHaveText('1 card left');
  expect(await cardWord(page)).toBe(missed);
});
