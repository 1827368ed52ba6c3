import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { appOrigin } from '../support/origin';
import { learnerWithWords } from './study-support';

// A Free learner with their 3 stories gets the server's message, which names the limit, and the way
// to Pro when they ask for a fourth; never a generic error.
test('the story limit shows the server’s message and the upgrade path', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { wordIds } = await learnerWithWords(page, request, ['house', 'school', 'apple']);
  for (let story = 0; story < 3; story++) {
    const created = await page.request.post('/api/me/stories', {
      data: { wordIds, length: 'Very Short' },
      headers: { origin: appOrigin },
    });
    expect(created.ok(), `story ${story + 1}: ${created.status()}`).toBeTruthy();
  }
  await page.goto('/dashboard/stories');
  for (const word of ['maison', 'école', 'pomme'])
    await page.getByRole('checkbox', { name: new RegExp(word) }).check();
  await page.getByRole('button', { name: 'Create story' }).click();
  const notice = page.getByRole('alert');
  await expect(notice.getByRole('heading', { name: 'Plan limit reached' })).toBeVisible();
  await expect(notice).toContainText('3 stories');
  await expect(notice.getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('listitem').filter({ hasText: 'Template, not AI' })).toHaveCount(3);
  await expectNoAxeViolations(page);
});
