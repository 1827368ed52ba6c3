import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { appOrigin } from '../support/origin';
import { learnerWithWords } from './study-support';

// A Free learner who has used the month's 50 study sessions gets the server's message, which names
// the limit, and the way to Pro; never a generic error.
test('the study-session limit shows the server’s message and the upgrade path', async ({ page, request }) => {
  test.setTimeout(120_000);
  await learnerWithWords(page, request, ['house']);
  for (let session = 0; session < 50; session++) {
    const started = await page.request.post('/api/me/sessions', {
      data: { scope: 'due', method: 'flashcards' },
      headers: { origin: appOrigin },
    });
    expect(started.ok(), `session ${session + 1}: ${started.status()}`).toBeTruthy();
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
