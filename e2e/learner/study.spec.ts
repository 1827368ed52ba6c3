import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { answeredOnce, expectedAnswer, learnerWithWords, startStudy } from './study-support';

// A learner studies their words in each of the three methods, with right, wrong and almost answers.
// Each journey signs up, adds words and runs axe several times: more than the default 30 s here.
test.describe.configure({ timeout: 90_000 });

test('flashcards: Space shows the answer, the buttons show intervals, Again brings a card back', async ({
  page,
  request,
}) => {
  await learnerWithWords(page, request, ['house', 'school']);
  await page.goto('/dashboard/study');
  await expect(page.getByRole('heading', { level: 1, name: 'Study' })).toBeVisible();
  await expectNoAxeViolations(page);
  await startStudy(page, 'Flashcards');
  await expect(page.getByText('2 cards left')).toBeVisible();
  const first = await expectedAnswer(page);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('flashcard-answer')).toContainText(first);
  // A new card: Again and Good keep it in its learning steps, Easy graduates it (FSRS's own intervals).
  await expect(page.getByRole('button', { name: /^Again, next review in 1 minute$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Easy, next review in \d+ days?$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('1');
  // The count of cards left only goes down; the card rated Again is counted apart.
  await expect(page.getByText('1 card left · 1 card to repeat')).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  // The card rated Again comes back; now Easy sends it away.
  await expect(page.getByText(/^1 card to repeat$/)).toBeVisible();
  expect(await expectedAnswer(page)).toBe(first);
  await page.getByRole('button', { name: /Show answer/ }).click();
  await page.getByRole('button', { name: /^Easy/ }).click();
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await expect(page.getByText('You answered 3 cards.')).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toContainText('All answers saved');
  // The learner's first session earns an achievement, told once the summary has read it: axe looks at
  // the summary with that toast on it (checking before it came raced its fade-in).
  await expect(page.getByText('Achievement earned: First review')).toBeVisible();
  await expectNoAxeViolations(page);
  // The finished session left the URL: a reload shows the chooser, not a new (counted) session.
  await expect(page).toHaveURL(/\/dashboard\/study$/);
});

test('a slow server: the late result of an answer given again since does not bring its card back', async ({
  page,
  request,
}) => {
  await learnerWithWords(page, request, ['house', 'school']);
  // The first answer's request is held until the session has ended on the device; the answers after
  // it queue behind it, as they do behind a slow server.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route('**/api/me/reviews', async (route) => {
    if (route.request().method() === 'POST' && !held) {
      held = true;
      await released;
    }
    await route.continue();
  });
  await startStudy(page, 'Flashcards');
  await page.keyboard.press('Space');
  await page.keyboard.press('1');
  await expect(page.getByText('1 card left · 1 card to repeat')).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  await expect(page.getByText(/^1 card to repeat$/)).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  const summary = page.getByRole('heading', { name: 'Session complete' });
  await expect(summary).toBeVisible();
  expect(held).toBe(true);
  // The first answer's result now says its card is due again this session, but the card has been
  // answered since: the summary stays, and every answer is saved.
  release();
  await expect(page.getByTestId('sync-indicator')).toContainText('All answers saved');
  await expect(summary).toBeVisible();
  await expect(page.getByText('You answered 3 cards.')).toBeVisible();
  await expect(page.getByText(/cards? left|to repeat/)).toHaveCount(0);
});

test('multiple choice: four options, a wrong choice shows the right answer, a right one says so', async ({
  page,
  request,
}) => {
  await learnerWithWords(page, request, ['window', 'key']);
  await startStudy(page, 'Multiple choice');
  const options = page.getByRole('group', { name: 'Choose the answer' }).getByRole('button');
  await expect(options).toHaveCount(4);
  const answer = await expectedAnswer(page);
  const texts = (await options.allTextContents()).map((text) => text.slice(1));
  const wrong = texts.findIndex((text) => text !== answer);
  await page.keyboard.press(String(wrong + 1));
  await expect(page.getByRole('heading', { name: 'Not quite' })).toBeVisible();
  await expect(page.getByText(`The answer: ${answer}`)).toBeVisible();
  await expect(page.getByText(`You chose: ${texts[wrong]}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^1 card left/)).toBeVisible();
  const second = await expectedAnswer(page);
  const right = (await options.allTextContents()).map((text) => text.slice(1)).indexOf(second);
  await options.nth(right).click();
  await expect(page.getByRole('heading', { name: 'Correct' })).toBeVisible();
});

test('typing: accents are forgiven with a note, a typo is "almost", a wrong answer shows the diff', async ({
  page,
  request,
}) => {
  const { wordIds } = await learnerWithWords(page, request, ['school', 'apple', 'tree']);
  // Recognised once already, so each is asked for the French word.
  await answeredOnce(page, wordIds);
  await startStudy(page, 'Typing');
  const field = page.getByLabel('Your answer');
  const answers: Record<string, string> = { école: 'ecole', pomme: 'pome', arbre: 'chien' };
  const verdicts: Record<string, string> = {
    école: 'Correct, but mind the accents',
    pomme: 'Almost: one small typo. Counted as Hard.',
    arbre: 'Not quite',
  };
  for (let card = 0; card < 3; card++) {
    const answer = await expectedAnswer(page);
    await expect(field).toBeFocused();
    await field.fill(answers[answer]!);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: verdicts[answer] })).toBeVisible();
    if (answer !== 'école') await expect(page.getByTestId('typing-diff')).toBeVisible();
    if (answer === 'école') {
      await expect(page.getByText(/You left out or changed an accent/)).toContainText('école');
      await expectNoAxeViolations(page);
    }
    if (answer === 'arbre') await expect(page.getByText('The answer: arbre')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  // New cards in their learning steps come back in this session, counted apart from the cards left.
  await expect(page.getByText(/^3 cards to repeat$/)).toBeVisible();
});
