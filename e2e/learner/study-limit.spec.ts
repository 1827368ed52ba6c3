import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { appOrigin } from '../support/origin';
import { learnerWithWords } from './study-support';

// A Free learner who has used the month's 50 study sessions gets the server's message, which names
// the limit, and the way to Pro; never a generic error.
test('the study-session limit shows the server’s message and the upgrade path', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { wordIds } = await learnerWithWords(page, request, ['house']);
  // A session counts once answered, and a sitting's sessions count once: each answer here is dated
  // two hours back, so every next session opens a sitting of its own.
  const headers = { origin: appOrigin };
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
