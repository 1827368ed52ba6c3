import { expect, test } from '@playwright/test';
import { setScheme } from '../support/screen';
import { expectedAnswer, learnerWithWords, startStudy } from './study-support';

// Pictures of the study client's screens and states at a phone's and a laptop's width, light and
// dark, some in Hebrew, for a person to look at:
// E2E_SCREENSHOTS=<dir> npx playwright test e2e/learner/study-screenshots.spec.ts
const shots = process.env.E2E_SCREENSHOTS;

for (const width of [375, 1280]) {
  test(`the study client at ${width} px`, async ({ page, request }) => {
    test.skip(!shots, 'set E2E_SCREENSHOTS to a directory to take the pictures');
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    const shot = (name: string) => page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
    await learnerWithWords(page, request, ['house', 'school', 'window', 'apple', 'key']);

    for (const theme of ['light', 'dark'] as const) {
      await setScheme(page, theme, 'en');
      await page.goto('/dashboard/study');
      await expect(page.getByRole('button', { name: 'Start studying' })).toBeVisible();
      await shot(`study-chooser-${theme}`);
    }

    await setScheme(page, 'light', 'en');
    await startStudy(page, 'Flashcards');
    await shot('flashcard-front');
    await page.keyboard.press('Space');
    await shot('flashcard-back');
    await setScheme(page, 'dark', 'en');
    await page.reload();
    await page.keyboard.press('Space');
    await shot('flashcard-back-dark');
    await page.getByRole('button', { name: 'End session' }).click();
    await shot('summary-dark');

    await setScheme(page, 'light', 'en');
    await startStudy(page, 'Multiple choice');
    const options = page.getByRole('group', { name: 'Choose the answer' }).getByRole('button');
    const answer = await expectedAnswer(page);
    const wrong = (await options.allTextContents()).findIndex((text) => text.slice(1) !== answer);
    await options.nth(wrong).click();
    await expect(page.getByRole('heading', { name: 'Not quite' })).toBeVisible();
    await shot('choice-wrong');
    await page.getByRole('button', { name: 'End session' }).click();

    await startStudy(page, 'Typing');
    const typed = await expectedAnswer(page);
    await page.getByLabel('Your answer').fill(typed.slice(0, -1));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('typing-diff')).toBeVisible();
    await shot('typing-almost');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.context().setOffline(true);
    await page.getByLabel('Your answer').fill('xyz');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Checked on this device/)).toBeVisible();
    await shot('typing-offline');
    await page.context().setOffline(false);
    await expect(page.getByTestId('sync-indicator')).toContainText('All answers saved', { timeout: 20_000 });
    await page.getByRole('button', { name: 'End session' }).click();

    for (const [theme, language] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['light', 'he'],
    ] as const) {
      await setScheme(page, theme, language);
      await page.goto('/dashboard/statistics');
      await expect(page.locator('section[aria-labelledby="reviews-per-day"] svg').first()).toBeVisible();
      await expect(page.locator('section[aria-labelledby="due-forecast"] svg').first()).toBeVisible();
      await shot(`statistics-${theme}-${language}`);
    }

    await setScheme(page, 'light', 'en');
    await page.goto('/dashboard/stories');
    for (const word of ['maison', 'école', 'pomme'])
      await page.getByRole('checkbox', { name: new RegExp(word) }).check();
    await shot('stories-create');
    await page.getByRole('button', { name: 'Create story' }).click();
    await expect(page.getByText('Template, not AI')).toBeVisible();
    // The first chosen word (each sentence also has its translation button, which controls a line).
    await page.locator('article button:not([aria-controls])').first().focus();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('story-reader');
    for (const [theme, language] of [
      ['dark', 'en'],
      ['light', 'he'],
    ] as const) {
      await setScheme(page, theme, language);
      await page.goto('/dashboard/stories');
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await shot(`stories-${theme}-${language}`);
    }
    await setScheme(page, 'light', 'he');
    await page.goto('/dashboard/study?scope=due&method=flashcards');
    await expect(page.getByText(/^(נשאר כרטיס אחד|נשארו (שני|\d+) כרטיסים)$/)).toBeVisible();
    await page.keyboard.press('Space');
    await shot('flashcard-back-he');
    await page.getByRole('button', { name: 'לסיים את התרגול' }).click();
    await page.goto('/dashboard/study?scope=due&method=typing');
    const field = page.getByLabel('התשובה שלך');
    await field.fill('xyz');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('typing-diff')).toBeVisible();
    await shot('typing-wrong-he');
  });
}
