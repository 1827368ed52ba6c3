import { expect, test } from '@playwright/test';
import { messages } from '~/web/lib/i18n/site-messages';

const { faq } = messages.en;

test('the FAQ category filter and search narrow the list, and each answer is a disclosure', async ({
  page,
}) => {
  await page.goto('/faq');
  const questions = page.locator('[data-faq-entry]:visible');
  await expect(questions).toHaveCount(faq.entries.length);
  await expect(page.getByText(`${faq.entries.length} questions shown`)).toBeVisible();

  const stories = faq.entries.filter((entry) => entry.category === 'stories');
  await page.getByRole('button', { name: 'Stories', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Stories', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(questions).toHaveCount(stories.length);
  await expect(page.getByRole('heading', { name: 'Troubleshooting' })).toBeHidden();

  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByLabel('Search questions').fill('refund');
  const refund = faq.entries.filter((entry) =>
    `${entry.question} ${entry.answer}`.toLowerCase().includes('refund'),
  );
  expect(refund.length).toBeGreaterThan(0);
  expect(refund.length).toBeLessThan(faq.entries.length);
  await expect(questions).toHaveCount(refund.length);

  await page.getByLabel('Search questions').fill('no question says this');
  await expect(questions).toHaveCount(0);
  await expect(page.getByText(faq.empty)).toBeVisible();

  await page.getByLabel('Search questions').fill('');
  const first = faq.entries[0]!;
  const summary = page.getByText(first.question, { exact: true });
  await expect(page.getByText(first.answer)).toBeHidden();
  await summary.click();
  await expect(page.getByText(first.answer)).toBeVisible();
});

test('the FAQ publishes FAQPage structured data with every question', async ({ page }) => {
  await page.goto('/faq');
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? '{}');
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity).toHaveLength(faq.entries.length);
  expect(data.mainEntity[0].acceptedAnswer.text).toBe(faq.entries[0]!.answer);
  for (const category of Object.values(faq.categories)) {
    await expect(page.getByRole('heading', { name: category, exact: true })).toBeVisible();
  }
});
