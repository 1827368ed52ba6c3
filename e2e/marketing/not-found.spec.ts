import { expect, test } from '@playwright/test';
import { messages } from '~/web/lib/i18n/site-messages';

test('an unknown URL answers 404 with the not-found page, and both buttons work', async ({ page }) => {
  await page.goto('/pricing');
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('404', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.pricing.heading);

  await page.goto('/another/missing/page');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.home.hero.headline);
});

test('an unknown Hebrew URL answers 404 in Hebrew', async ({ page, request }) => {
  const response = await page.goto('/he/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.he.shell.notFound.title);
  await page.getByRole('link', { name: messages.he.shell.notFound.goHome }).click();
  await expect(page).toHaveURL(/\/he\/$/);

  // The not-found page's own address is not a page, and a missing asset gets no HTML.
  expect((await request.get('/__not-found')).status()).toBe(404);
  const asset = await request.get('/assets/missing-file.js');
  expect(asset.status()).toBe(404);
  expect(asset.headers()['content-type']).not.toContain('html');
});
