// Service workers' own requests are visible to routing only with this switch (Chromium); it must be
// set before the browser starts, so before the fixtures run.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { goOffline, goOnline, offlineReady } from './offline-support';
import { expectedAnswer, learnerWithWords, startStudy } from './study-support';

// Offline study (issue 14): a session that loses the connection keeps going, its answers wait in
// IndexedDB, the page reloads while offline and resumes, and on reconnecting everything is sent once.
test.describe.configure({ timeout: 120_000 });

/** Answers the server holds for today: each answer once, however often it was sent. */
async function reviewsToday(page: Page): Promise<number> {
  const response = await page.request.get('/api/me/progress');
  expect(response.ok(), `progress: ${response.status()} ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { todayCounts: { reviews: number } }).todayCounts.reviews;
}

test('a session keeps going offline, survives a reload, and syncs every answer once', async ({
  page,
  context,
  request,
}) => {
  await learnerWithWords(page, request, ['house', 'school', 'window', 'apple']);
  await startStudy(page, 'Multiple choice');
  // The first load registers the worker; a second load of the page runs under it.
  await page.reload();
  await expect(page.getByText('4 cards left')).toBeVisible();
  await offlineReady(page);

  const options = page.getByRole('group', { name: 'Choose the answer' }).getByRole('button');
  const chooseRight = async () => {
    const answer = await expectedAnswer(page);
    const texts = (await options.allTextContents()).map((text) => text.slice(1));
    await page.keyboard.press(String(texts.indexOf(answer) + 1));
    await expect(page.getByRole('heading', { name: 'Correct' })).toBeVisible();
  };
  // On to the next card: the answer's feedback goes first. Without waiting for that, the next check
  // could still see this answer's "Correct" and count an answer never given (seen under load).
  // Enter moves on from the button that takes the focus once the verdict is shown; pressed before the
  // focus got there it went nowhere (seen once on a loaded machine, the verdict staying up).
  const next = async () => {
    await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Correct' })).toHaveCount(0);
  };

  // Online: graded by the server.
  await chooseRight();
  await expect(page.getByText(/Checked on this device/)).toHaveCount(0);
  await expect(page.getByTestId('sync-indicator')).toContainText('All answers saved');
  await next();

  await goOffline(context);
  await chooseRight();
  await expect(page.getByText(/Checked on this device/)).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toContainText('1 answer waiting to sync');
  await next();
  // A new card answered right is in its learning steps: it comes back later in the session.
  await expect(page.getByText(/^2 cards left/)).toBeVisible();
  const before = await page.locator('#study-progress').textContent();

  // Reload while offline: the worker serves the page, the session resumes where it was.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Study' })).toBeVisible();
  await expect(page.getByText(before!)).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toContainText('1 answer waiting to sync');
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await chooseRight();
  await expect(page.getByTestId('sync-indicator')).toContainText('2 answers waiting to sync');
  await next();

  // Back online: the waiting answers go in one batch; each is applied once.
  await goOnline(context);
  await expect(page.getByTestId('sync-indicator')).toContainText('All answers saved', { timeout: 20_000 });
  expect(await reviewsToday(page)).toBe(3);
  // The rest of the session, online again, to the summary.
  let answered = 3;
  const summary = page.getByRole('heading', { name: 'Session complete' });
  while (!(await summary.isVisible())) {
    await chooseRight();
    answered += 1;
    await next();
  }
  await expect(page.getByText(`You answered ${answered} cards.`)).toBeVisible();
  await expect(page.getByText(`${answered} of ${answered} right`)).toBeVisible();
  await expect.poll(() => reviewsToday(page)).toBe(answered);
});

test('a session answered wholly offline still ends with its summary, and syncs when back online', async ({
  page,
  context,
  request,
}) => {
  await learnerWithWords(page, request, ['house', 'school']);
  await startStudy(page, 'Flashcards');
  await page.reload();
  await expect(page.getByText('2 cards left')).toBeVisible();
  await offlineReady(page);

  // Offline before the first answer: the summary's code was never fetched while online.
  await goOffline(context);
  for (const left of ['2 cards left', '1 card left']) {
    await expect(page.getByText(left)).toBeVisible();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Easy/ }).click();
  }
  // The brief summary this screen draws itself (before, the study screen broke: "Something went wrong").
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await expect(page.getByText('You answered 2 cards.')).toBeVisible();
  await expect(page.getByText('The rest of the summary shows once you are back online.')).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toContainText('2 answers waiting to sync');
  await expectNoAxeViolations(page);

  // Back online, the page before its worker (whose own requests still fail for a moment, as a connection
  // coming back can): the try the 'online' event makes fails, and a later one loads the full summary.
  const failed = page.waitForEvent('requestfailed', (failure) => failure.url().includes('session-summary'));
  await context.setOffline(false);
  await failed;
  await goOnline(context);
  await expect(page.getByTestId('sync-indicator')).toContainText('All answers saved', { timeout: 20_000 });
  expect(await reviewsToday(page)).toBe(2);
  await expect(page.getByRole('table', { name: 'Answers by rating' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('The rest of the summary shows once you are back online.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
});
