// Service workers' own requests are visible to routing only with this switch (Chromium); it must be
// set before the browser starts, so before the fixtures run (as in offline.spec.ts).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

import { expect, type Page, test } from '@playwright/test';
import { getPlan } from '~/core/plans/plans';
import { signedInLearner, submitSignUpForm } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { latestMailLink, uniqueEmail } from '../support/mailbox';
import { appOrigin } from '../support/origin';
import { goOffline, goOnline, offlineReady } from './offline-support';
import { french, GAP, gapAnswer } from './study-support';
import { settled } from './words-support';

// Issue 14's journey, in one piece and through the screens of a real browser against the real server:
// a new learner signs up, verifies, onboards, adds five dictionary words and one of their own, studies
// in all three methods, sees Statistics change, writes a story, reaches the Free words limit, and
// studies offline. The only shortcuts: the dev mailbox for the verification link, and (the words limit)
// the words between the journey's six and the plan's limit less one, added with the learner's own
// session. The target language is French: of the two the issue names, the demo dictionary has as many
// French words as Spanish ones (241 distinct spellings each, server/db/factories/curated-words.ts), and
// the other learner journeys (study-support.ts) use French.

const freeWords = getPlan('free').limits.words.value;
const headers = { origin: appOrigin };

const dictionaryWords = ['maison', 'école', 'pomme', 'chien', 'arbre'] as const;
const custom = { value: 'boulangerie', translation: 'bakery' } as const;

/** Prompt on a "meaning → word" card → the word to answer: the five dictionary words and the custom one. */
const words: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(french).filter(([, value]) => dictionaryWords.includes(value as never)),
  ),
  [custom.translation]: custom.value,
};
/** A new card is asked as recognition first: its word on screen, its meaning to answer. */
const meanings = Object.fromEntries(Object.entries(words).map(([meaning, word]) => [word, meaning]));

async function answerOnScreen(page: Page): Promise<string> {
  const prompt = (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
  if (prompt.includes(GAP)) return gapAnswer(page, prompt, Object.values(words));
  const answer = words[prompt] ?? meanings[prompt];
  expect(answer, `a prompt of the journey's words, got "${prompt}"`).toBeTruthy();
  return answer!;
}

const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function progress(page: Page) {
  const response = await page.request.get('/api/me/progress');
  expect(response.ok(), `progress: ${response.status()}`).toBeTruthy();
  return (await response.json()) as { todayCounts: { reviews: number; due: number; newAvailable: number } };
}

/** The review log's rows (one per review the server applied), from its CSV export. */
async function reviewLog(page: Page) {
  const response = await page.request.get('/api/me/reviews.csv');
  expect(response.ok(), `reviews.csv: ${response.status()}`).toBeTruthy();
  return (await response.text()).trim().split('\n').slice(1);
}

/**
 * The study screen's chooser through the nav (also from a session's summary), then the first card of
 * a "due now" session in this method.
 */
async function startStudy(page: Page, method: 'Flashcards' | 'Multiple choice' | 'Typing') {
  // From a summary too: the nav's Study link leaves it for the chooser.
  await page.getByRole('link', { name: 'Study', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Session complete' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Study' })).toBeVisible();
  await page.getByRole('radio', { name: /Due now/ }).check();
  await page.getByRole('radio', { name: new RegExp(method) }).check();
  await page.getByRole('radio', { name: /Meaning → word/ }).check();
  await page.getByRole('button', { name: 'Start studying' }).click();
  await expect(page.getByText(/^\d+ cards? left$/)).toBeVisible();
}

/** Ends the session early: its summary counts the answers given. */
async function endSession(page: Page, answered: number) {
  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await expect(page.getByText(`You answered ${answered} card${answered === 1 ? '' : 's'}.`)).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toContainText('All answers saved');
}

/** A flashcard answered by keyboard: Space shows it, a rating key answers it. */
async function rateFlashcard(page: Page, key: '1' | '2' | '3' | '4') {
  await page.keyboard.press('Space');
  await expect(page.getByTestId('flashcard-answer')).toBeVisible();
  await page.keyboard.press(key);
}

test('a new learner: sign up, onboard, words, three study methods, statistics, a story, the words limit, offline study', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  let reviews = 0;

  // Sign up and verify through the emailed link, which signs in: the first thing seen is onboarding.
  const email = uniqueEmail('journey');
  await page.goto('/signup');
  await submitSignUpForm(page, email);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(await latestMailLink(request, email, 'verify-email'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Vocably' })).toBeVisible();
  await page.getByLabel('Your language').selectOption('en');
  await page.getByLabel('The language you are learning').selectOption('fr');
  await page.getByLabel('New words per day').fill('20');
  await page.getByRole('button', { name: 'Start learning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your dashboard' })).toBeVisible();
  await expect(page.getByTestId('home-words-total')).toHaveText('0 words');
  await expect(page.getByTestId('plan-words')).toContainText(`0 of ${freeWords} words`);

  // Your Words: five from the dictionary with one click each, then one of the learner's own.
  await page.getByRole('link', { name: 'Words', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your words' })).toBeVisible();
  await expect(page.getByLabel('Dictionary', { exact: true })).toHaveValue('fr');
  const search = page.getByRole('searchbox', { name: 'Search the dictionary' });
  for (const word of dictionaryWords) {
    await search.fill(word);
    const add = page.getByRole('button', { name: `Add ${word}`, exact: true });
    await add.click();
    await expect(page.getByRole('button', { name: `Added: ${word}`, exact: true })).toHaveText('Added');
  }
  await expect(page.getByText('5 words', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Your own word' }).click();
  await page.getByLabel('Word', { exact: true }).fill(custom.value);
  await page.getByLabel(/^Translation\s*\(optional\)/).fill(custom.translation);
  await page.getByRole('button', { name: 'Add word' }).click();
  await expect(page.getByText(`“${custom.value}” was added to your words.`)).toBeVisible();
  await expect(page.getByText('6 words', { exact: true })).toBeVisible();
  for (const word of [...dictionaryWords, custom.value]) {
    await expect(page.getByRole('link', { name: word, exact: true })).toBeVisible();
  }

  // Statistics before studying: nothing reviewed, six new words.
  await page.getByRole('link', { name: 'Statistics', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(figure(page, 'Reviews today')).toHaveText('0');
  await expect(figure(page, 'Current streak')).toHaveText('0 days');
  await expect(page.getByText('You studied on 0 days in the last year.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Words by status' })).toContainText('New6');

  // Flashcards: the answer, the rating buttons with their intervals, a rating.
  await startStudy(page, 'Flashcards');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('flashcard-answer')).toContainText(await answerOnScreen(page));
  await expect(page.getByRole('button', { name: /^Again, next review in 1 minute$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Easy, next review in \d+ days?$/ })).toBeVisible();
  await page.getByRole('button', { name: /^Good, next review in / }).click();
  reviews += 1;
  await expect(page.locator('#study-progress')).toContainText('to repeat');
  await endSession(page, 1);

  // Multiple choice: a wrong choice shows the right answer, then a right one.
  await startStudy(page, 'Multiple choice');
  const options = page.getByRole('group', { name: 'Choose the answer' }).getByRole('button');
  await expect(options).toHaveCount(4);
  const first = await answerOnScreen(page);
  const texts = (await options.allTextContents()).map((text) => text.slice(1));
  const wrong = texts.findIndex((text) => text !== first);
  await page.keyboard.press(String(wrong + 1));
  await expect(page.getByRole('heading', { name: 'Not quite' })).toBeVisible();
  await expect(page.getByText(`The answer: ${first}`)).toBeVisible();
  await expect(page.getByText(`You chose: ${texts[wrong]}`)).toBeVisible();
  reviews += 1;
  await page.keyboard.press('Enter');
  await expect(page.locator('#study-progress')).toContainText('1 card to repeat');
  const second = await answerOnScreen(page);
  const right = (await options.allTextContents()).map((text) => text.slice(1)).indexOf(second);
  await options.nth(right).click();
  await expect(page.getByRole('heading', { name: 'Correct' })).toBeVisible();
  reviews += 1;
  await page.keyboard.press('Enter');
  await expect(page.locator('#study-progress')).toContainText('2 cards to repeat');
  await endSession(page, 2);

  // Typing: a wrong answer (the diff and the answer), an "almost" (the diff and the note), a right one.
  await startStudy(page, 'Typing');
  const field = page.getByLabel('Your answer');
  const diff = page.getByTestId('typing-diff');
  for (const kind of ['wrong', 'almost', 'right'] as const) {
    await expect(page.locator('#study-progress')).toContainText(/\d+ cards? left/);
    const answer = await answerOnScreen(page);
    await expect(field).toBeFocused();
    const typed = kind === 'wrong' ? 'xyzzy' : kind === 'almost' ? answer.slice(0, -1) : answer;
    await field.fill(typed);
    await page.keyboard.press('Enter');
    if (kind === 'wrong') {
      await expect(page.getByRole('heading', { name: 'Not quite' })).toBeVisible();
      await expect(page.getByText(`The answer: ${answer}`)).toBeVisible();
      await expect(diff).toBeVisible();
      await expect(diff.locator('ins')).not.toHaveCount(0);
      await expect(diff.locator('del')).not.toHaveCount(0);
    } else if (kind === 'almost') {
      await expect(
        page.getByRole('heading', { name: 'Almost: one small typo. Counted as Hard.' }),
      ).toBeVisible();
      await expect(
        page.getByText(/One letter off or two letters swapped still counts, as Hard/),
      ).toBeVisible();
      await expect(diff).toBeVisible();
      // The diff: the typed letters, and the missing last one marked (and named for screen readers).
      await expect(diff.locator('ins')).toHaveText(`(missing: ${answer.slice(-1)})`);
      await expect(diff.locator('del')).toHaveCount(0);
      await expect(
        page.getByText(/Struck-through letters were typed but are not in the answer/),
      ).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { name: 'Correct', exact: true })).toBeVisible();
      await expect(diff).toHaveCount(0);
    }
    reviews += 1;
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await endSession(page, 3);

  // Statistics after: the reviews of today, a streak begun, words out of "new".
  await page.getByRole('link', { name: 'Statistics', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(figure(page, 'Reviews today')).toHaveText(String(reviews));
  await expect(figure(page, 'Current streak')).toHaveText('1 day');
  await expect(page.getByText('You studied on 1 day in the last year.')).toBeVisible();
  await expect(page.getByText(new RegExp(`^${reviews} reviews in this period`))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Words by status' })).not.toContainText('New6');
  expect((await progress(page)).todayCounts.reviews).toBe(reviews);

  // A story from three words: the template generator says so; the chosen words are highlighted.
  await page.getByRole('link', { name: 'Stories', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create story' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription('Choose 3 more words: a story needs at least 3.');
  for (const word of ['maison', 'école', 'pomme'])
    await page.getByRole('checkbox', { name: new RegExp(word) }).check();
  await expect(page.getByText('3 words chosen')).toBeVisible();
  await page.getByRole('radio', { name: /Very short/ }).check();
  await create.click();
  await expect(page).toHaveURL(/\/dashboard\/stories\/[0-9a-f-]+$/);
  await expect(page.getByText('Template, not AI')).toBeVisible();
  // The chosen words' marks (each sentence also has a button for its translation).
  const marks = page.locator('article button:not([aria-controls])');
  await expect(marks.first()).toBeVisible();
  expect(new Set((await marks.allTextContents()).map((text) => text.toLowerCase()))).toEqual(
    new Set(['maison', 'école', 'pomme']),
  );
  await page.getByRole('button', { name: 'pomme' }).first().focus();
  await expect(page.getByRole('dialog')).toContainText('What “\u2068pomme\u2069” means');

  // The Free words limit: the words up to the limit less one with the learner's session (the UI was
  // shown adding words above), the last one through the UI, then one more: the server's message.
  for (let index = 6; index < freeWords - 1; index += 1) {
    const added = await page.request.post('/api/me/words', {
      data: {
        custom: true,
        value: `mot${index}`,
        languageCode: 'fr',
        translations: { en: [`word ${index}`] },
      },
      headers,
    });
    expect(added.ok(), `mot${index}: ${added.status()} ${await added.text()}`).toBeTruthy();
  }
  // Those words came from outside this page (as from the app on a phone): open Words afresh.
  await page.goto('/dashboard/words');
  await expect(page.getByText(`${freeWords - 1} words`, { exact: true })).toBeVisible();
  await search.fill('chat');
  await page.getByRole('button', { name: 'Add chat', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added: chat', exact: true })).toBeVisible();
  await expect(page.getByText(`${freeWords} words`, { exact: true })).toBeVisible();
  await search.fill('pain');
  await page.getByRole('button', { name: 'Add pain', exact: true }).click();
  const notice = page.getByRole('alert');
  await expect(notice.getByRole('heading', { name: 'Plan limit reached' })).toBeVisible();
  await expect(notice).toContainText(`You have reached your limit of ${freeWords} words.`);
  await expect(notice.getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByText(`${freeWords} words`, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByTestId('plan-words')).toContainText(`${freeWords} of ${freeWords} words`);

  // Offline study: a flashcards session, online first, then offline, a reload while offline, and back.
  await startStudy(page, 'Flashcards');
  const total = Number((await page.getByText(/^\d+ cards left$/).textContent())!.match(/^(\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(4);
  // The first load registers the worker; a second load of the page runs under it.
  await page.reload();
  await expect(page.getByText(`${total} cards left`)).toBeVisible();
  await offlineReady(page);
  const before = (await progress(page)).todayCounts.reviews;
  const logged = (await reviewLog(page)).length;
  expect(before).toBe(reviews);
  expect(logged).toBe(reviews);
  // Easy: each new card leaves the session, so the count stays and the cards step on one by one.
  await rateFlashcard(page, '4');
  await expect(page.getByText(`${total - 1} cards left`)).toBeVisible();
  // The answer is on the server before the network goes: "All answers saved" alone may still be the
  // indicator's state from before the answer was queued.
  await expect.poll(async () => (await reviewLog(page)).length).toBe(logged + 1);
  await expect(page.getByTestId('sync-indicator')).toContainText('All answers saved');

  await goOffline(context);
  await rateFlashcard(page, '4');
  await expect(page.getByText(`${total - 2} cards left`)).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toContainText('1 answer waiting to sync');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Study' })).toBeVisible();
  await expect(page.getByText(`${total - 2} cards left`)).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toContainText('1 answer waiting to sync');
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await rateFlashcard(page, '4');
  await expect(page.getByText(`${total - 3} cards left`)).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toContainText('2 answers waiting to sync');

  await goOnline(context);
  await expect(page.getByTestId('sync-indicator')).toContainText('All answers saved', { timeout: 20_000 });
  // Three answers in this session (one online, two offline): each recorded once.
  expect((await progress(page)).todayCounts.reviews).toBe(before + 3);
  const log = await reviewLog(page);
  expect(log).toHaveLength(logged + 3);
  expect(new Set(log).size).toBe(log.length);
  await endSession(page, 3);
  expect((await progress(page)).todayCounts.reviews).toBe(before + 3);
});

test('the journey’s key screens in Hebrew: right to left and axe-clean', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signedInLearner(page, request);
  await page.evaluate(() => localStorage.setItem('vocably-language', 'he'));
  await page.reload();
  const rtl = async () => {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  };

  // Onboarding in Hebrew, then the home.
  await expect(page.getByRole('heading', { level: 1, name: 'ברוכים הבאים ל־Vocably' })).toBeVisible();
  await rtl();
  await page.getByLabel('השפה שלך').selectOption('en');
  await page.getByLabel('השפה שאת/ה לומד/ת').selectOption('fr');
  await page.getByRole('button', { name: 'להתחיל ללמוד' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ברוכים הבאים ללוח הבקרה' })).toBeVisible();
  await expect(page.getByTestId('home-due')).toBeVisible();
  await rtl();
  await settled(page);
  await expectNoAxeViolations(page);

  // Your Words: three from the dictionary.
  await page.goto('/dashboard/words');
  await expect(page.getByRole('heading', { level: 1, name: 'המילים שלך' })).toBeVisible();
  await rtl();
  const search = page.getByRole('searchbox', { name: 'חיפוש במילון' });
  for (const word of ['maison', 'pomme', 'chien']) {
    await search.fill(word);
    await page.getByRole('button', { name: `הוספת ${word}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `נוספה: ${word}`, exact: true })).toBeVisible();
  }
  await expect(page.getByText('3 מילים', { exact: true })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);

  // Study: the chooser, then a flashcard shown and rated.
  await page.goto('/dashboard/study');
  await expect(page.getByRole('heading', { level: 1, name: 'תרגול' })).toBeVisible();
  await rtl();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: /לחזרה עכשיו/ }).check();
  await page.getByRole('radio', { name: /כרטיסיות/ }).check();
  await page.getByRole('button', { name: 'להתחיל לתרגל' }).click();
  await expect(page.getByText('נשארו 3 כרטיסים')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('flashcard-answer')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('4');
  await expect(page.getByText('נשארו שני כרטיסים')).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toBeVisible();

  // Statistics: the review counted, the page right to left and accessible.
  await page.goto('/dashboard/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'סטטיסטיקה' })).toBeVisible();
  await rtl();
  await expect(figure(page, 'חזרות היום')).toHaveText('1');
  await expect(page.getByText('תרגלת ביום אחד בשנה האחרונה.')).toBeVisible();
  await expect(page.locator('section[aria-labelledby="reviews-per-day"] svg').first()).toBeVisible();
  // The first review's achievement is announced here; axe reads a toast mid-animation at partial opacity.
  await expect(page.getByText('הישג חדש: חזרה ראשונה')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
});
