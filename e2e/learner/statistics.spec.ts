import { expect, type Page, test } from '@playwright/test';
import { adminToken } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { expectCountsOutsideTheirAxes } from './chart-support';
import { learnerWithWords, startStudy } from './study-support';

// The statistics screen shows a learner's own figures, and they change once they study.
test.describe.configure({ timeout: 90_000 });

const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** Three cards studied in a flashcards session: Easy sends each out of it; every answer saved. */
async function studyThreeEasy(page: Page) {
  await startStudy(page, 'Flashcards');
  for (let card = 1; card <= 3; card++) {
    await expect(page.getByText(new RegExp(`^${4 - card} cards? left`))).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('flashcard-answer')).toBeVisible();
    await page.keyboard.press('4');
  }
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toContainText('All answers saved');
}

test('statistics change after studying, and every chart has its sentence and table', async ({
  page,
  request,
}) => {
  await learnerWithWords(page, request, ['house', 'school', 'apple']);
  await page.goto('/dashboard/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(figure(page, 'Reviews today')).toHaveText('0');
  await expect(figure(page, 'Current streak')).toHaveText('0 days');
  await expect(page.getByText('You studied on 0 days in the last year.')).toBeVisible();
  await expect(page.getByText(/Not enough yet/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Words by status' })).toContainText('New3');
  await expectNoAxeViolations(page);

  await studyThreeEasy(page);

  await page.goto('/dashboard/statistics');
  await expect(figure(page, 'Reviews today')).toHaveText('3');
  await expect(figure(page, 'Current streak')).toHaveText('1 day');
  await expect(page.getByText('You studied on 1 day in the last year.')).toBeVisible();
  await expect(page.getByText(/^3 reviews in this period/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Words by status' })).toContainText('New0');
  // The charts load on their own (a lazy chunk) and draw bars.
  await expect(page.locator('section[aria-labelledby="reviews-per-day"] svg').first()).toBeVisible();
  await expectCountsOutsideTheirAxes(page, 'left');
  // The text alternatives: the forecast lists the cards falling due.
  await page.getByText('Show the forecast as a table').click();
  const forecast = page.getByRole('table', { name: 'Due in the next 30 days' });
  await expect(forecast.getByRole('row')).toHaveCount(31);
  await page.getByText('Show the reviews as a table').click();
  await expect(page.getByRole('table', { name: 'Reviews per day' }).getByRole('row').nth(1)).toContainText(
    '3',
  );
  await page.getByText('Show the calendar as a table').click();
  await page.getByText('Year', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Year' })).toBeChecked();
  await expectNoAxeViolations(page);
});

// Advanced analytics are Pro's: a Free learner is shown what they are and the way to Pro (and the
// analytics are not asked for); once an administrator grants Pro, the section shows the learner's own.
test('advanced analytics: the way to Pro for a Free learner, the four parts once Pro', async ({
  page,
  request,
}) => {
  await learnerWithWords(page, request, ['house', 'school', 'apple']);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/me/analytics')) asked.push(sent.url());
  });
  await page.goto('/dashboard/statistics');
  const section = page.getByTestId('advanced-analytics');
  await expect(section.getByRole('heading', { level: 2, name: 'Advanced analytics' })).toBeVisible();
  await expect(section.getByTestId('advanced-analytics-upgrade')).toHaveAttribute('href', '/pricing');
  expect(asked).toEqual([]);
  const refused = await page.request.get('/api/me/analytics');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('PLAN_REQUIRED');

  await studyThreeEasy(page);

  const me = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
  const token = await adminToken(request);
  const granted = await request.put(`/api/admin/users/${me.user.id}`, {
    data: { claims: { isAdminUser: false, isPremium: true } },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(granted.ok(), `grant: ${granted.status()} ${await granted.text()}`).toBeTruthy();

  await page.goto('/dashboard/statistics');
  await expect(section.getByTestId('advanced-analytics-upgrade')).toHaveCount(0);
  for (const part of [
    'Young and mature words',
    'When you remember best',
    'Your hardest words',
    'Memory strength',
  ]) {
    await expect(section.getByRole('heading', { name: part })).toBeVisible();
  }
  // Three words studied once, none forgotten: no lapse yet, and all three have a memory strength.
  await expect(
    section.getByText('You have not forgotten any word you learned yet. Well done!'),
  ).toBeVisible();
  await section.getByText('Show memory strength as a table').click();
  // The three words, each in one range: the table's counts add up to 3 (a '3' anywhere, such as
  // "30–90 days", would not show it).
  const strength = section.getByRole('table').last();
  await expect(strength.getByRole('row')).toHaveCount(6);
  const counts = await strength.locator('tbody tr td:last-child').allTextContents();
  expect(counts.map(Number).reduce((sum, count) => sum + count, 0)).toBe(3);
  expect(asked.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});
