import { expect, test } from '@playwright/test';
import { buildAnkiPackage } from '~/server/test/anki-deck-builder';
import { expectNoAxeViolations } from '../support/axe';
import { appOrigin } from '../support/origin';
import { learnerWithWords } from './study-support';

// A Free learner who has used the month's 50 study sessions gets the server's message, which names
// the limit, and the way to Pro; never a generic error.
test('the study-session limit shows the server’s message and the upgrade path', async ({ page, request }) => {
  test.setTimeout(120_000);
  await learnerWithWords(page, request, []);
  const headers = { origin: appOrigin };
  // A session counts once answered, and a sitting's sessions count once: each answer here is dated
  // two hours back, so every next session opens a sitting of its own. An answer cannot predate its
  // card, so the card comes from an Anki deck, added there years ago.
  const deck = await buildAnkiPackage({ layout: 'anki21b', notes: [{ fields: ['maison', 'house'] }] });
  const queued = await page.request.post('/api/me/imports', {
    multipart: {
      file: { name: 'French.apkg', mimeType: 'application/octet-stream', buffer: deck },
      language: 'fr',
    },
    headers: { ...headers, 'x-vocably-client': 'web' },
  });
  expect(queued.ok(), `import: ${queued.status()} ${await queued.text()}`).toBeTruthy();
  const { id: importId } = (await queued.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/me/imports/${importId}`)).json()) as { status: string }).status,
      {
        timeout: 60_000,
      },
    )
    .toBe('done');
  const words = (await (await page.request.get('/api/me/words')).json()) as { items: { id: string }[] };
  const wordIds = words.items.map((word) => word.id);
  expect(wordIds).toHaveLength(1);
  for (let session = 0; session < 50; session++) {
    const started = await page.request.post('/api/me/sessions', {
      data: { scope: 'cards', cardIds: wordIds, method: 'flashcards' },
      headers,
    });
    expect(started.ok(), `session ${session + 1}: ${started.status()}`).toBeTruthy();
    const { id } = (await started.json()) as { id: string };
    const answered = await page.request.post('/api/me/reviews', {
      data: {
        id: crypto.randomUUID(),
        sessionId: id,
        cardId: wordIds[0],
        method: 'flashcards',
        // Again: the card stays due, so the study screen below has a session to start.
        rating: 1,
        durationMs: 2000,
        reviewedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      },
      headers,
    });
    expect(answered.ok(), `answer ${session + 1}: ${answered.status()}`).toBeTruthy();
  }
  await page.goto('/dashboard/study?scope=due&method=flashcards');
  const notice = page.getByRole('alert');
  await expect(notice.getByRole('heading', { name: 'Plan limit reached' })).toBeVisible();
  await expect(notice).toContainText('You have used all 50 study sessions of this month.');
  await expect(notice).toContainText('Upgrade to Pro');
  await expect(notice.getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByText('Request failed')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

// A review maximum of 0 turns studying off (new words count towards it): Home and Study say so and
// lead to Settings, rather than telling the learner to come back tomorrow.
test('a review maximum of 0 says studying is turned off, on the home and the study screen', async ({
  page,
  request,
}) => {
  await learnerWithWords(page, request, ['house', 'school']);
  const onboarded = await page.request.put('/api/me/profile', {
    data: { isOnboardingCompleted: true },
    headers: { origin: appOrigin },
  });
  expect(onboarded.ok()).toBeTruthy();
  await page.goto('/dashboard/settings');
  const study = page.getByRole('form', { name: 'Daily study' });
  await study.getByLabel('Maximum reviews per day').fill('0');
  await study.getByRole('button', { name: 'Save' }).click();
  await expect(study.getByText('Saved.')).toBeVisible();

  const turnedOff =
    'Studying is turned off: your daily review maximum is 0, and new words count towards it. Raise it in Settings to study.';
  await page.goto('/dashboard');
  await expect(page.getByTestId('home-nothing-now')).toHaveText(turnedOff);
  await expect(page.getByRole('link', { name: 'Daily limits in Settings' })).toHaveAttribute(
    'href',
    '/dashboard/settings',
  );
  await expect(page.getByText(/tomorrow/)).toHaveCount(0);

  await page.goto('/dashboard/study?scope=due&method=flashcards');
  await expect(page.getByRole('heading', { name: 'Nothing to study right now' })).toBeVisible();
  await expect(page.getByText(turnedOff)).toBeVisible();
  await expect(page.getByText(/tomorrow/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Settings', exact: true }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});
