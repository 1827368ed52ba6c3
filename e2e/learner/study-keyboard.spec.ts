import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectedAnswer, learnerWithWords } from './study-support';

// Every study method with the keyboard alone: the chooser, the cards, the verdicts, the summary.
test.describe.configure({ timeout: 120_000 });

/** Presses Tab until `target` has focus (as a keyboard user would), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} with Tab`);
}

async function chooseMethod(page: Page, steps: number) {
  await page.goto('/dashboard/study');
  await tabTo(page, page.getByRole('radio', { name: /Flashcards/ }));
  for (let step = 0; step < steps; step++) await page.keyboard.press('ArrowDown');
  await tabTo(page, page.getByRole('button', { name: 'Start studying' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^\d+ cards? left$/)).toBeVisible();
}

test('study in all three methods with the keyboard only', async ({ page, request }) => {
  await learnerWithWords(page, request, ['house', 'school', 'window', 'key', 'apple', 'dog']);
  const summary = page.getByRole('heading', { name: 'Session complete' });

  // Flashcards: Space shows the answer, 3 (Good) rates it; a new card answered Good stays in its
  // learning steps, so both stay due for the next two methods.
  await chooseMethod(page, 0);
  for (let card = 1; card <= 2; card++) {
    // Six new words: the count of cards left goes down by one with each.
    await expect(page.getByText(new RegExp(`^${7 - card} cards left`))).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('flashcard-answer')).toBeVisible();
    await page.keyboard.press('3');
  }
  await tabTo(page, page.getByRole('button', { name: 'End session' }));
  await page.keyboard.press('Enter');
  // The summary takes focus; Tab reaches Study again.
  await expect(summary).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Study again' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Start studying' })).toBeVisible();

  // Multiple choice: a digit chooses, Enter moves on from the verdict (Next has focus).
  await chooseMethod(page, 1);
  const options = page.getByRole('group', { name: 'Choose the answer' }).getByRole('button');
  for (let card = 0; card < 2; card++) {
    const answer = await expectedAnswer(page);
    const texts = (await options.allTextContents()).map((text) => text.slice(1));
    await page.keyboard.press(String(texts.indexOf(answer) + 1));
    await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  // The rest of the session is not needed: end it from the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'End session' }));
  await page.keyboard.press('Enter');
  await expect(summary).toBeFocused();

  // Typing: the field has focus; a special character is a button reached with Tab.
  await tabTo(page, page.getByRole('button', { name: 'Study again' }));
  await page.keyboard.press('Enter');
  await chooseMethod(page, 2);
  const field = page.getByLabel('Your answer');
  for (let card = 0; card < 2; card++) {
    await expect(field).toBeFocused();
    const answer = await expectedAnswer(page);
    // A letter the keyboard may lack (é, ê) is typed with its button, reached with Tab.
    const special = [...answer].findIndex((letter) => /[éêè]/.test(letter));
    if (special === -1) {
      await page.keyboard.type(answer);
    } else {
      await page.keyboard.type(answer.slice(0, special));
      await tabTo(page, page.getByRole('button', { name: `Insert ${answer[special]}` }));
      await page.keyboard.press('Enter');
      await expect(field).toBeFocused();
      await page.keyboard.type(answer.slice(special + 1));
    }
    await expect(field).toHaveValue(answer);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Correct' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
});
