import { expect, test } from '@playwright/test';
import { createVerifiedLearner, signInThroughForm } from '../support/accounts';

test('the header shows Sign In when signed out and Dashboard with Sign Out when signed in', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Vocably' })).toHaveAttribute('href', '/');
  for (const name of ['Features', 'Pricing', 'About', 'Support']) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();

  const { email, password } = await createVerifiedLearner(request);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens and closes', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Download App' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  });
});
