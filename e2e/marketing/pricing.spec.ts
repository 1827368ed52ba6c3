import { expect, test } from '@playwright/test';

test('the billing toggle switches the Pro price between monthly and yearly', async ({ page }) => {
  await page.goto('/pricing');
  const cards = page.getByRole('main').locator('li[data-billing], li[data-testid="plan-free"]');
  await expect(page.getByText('$0', { exact: true })).toBeVisible();
  await expect(page.getByText('$6.99', { exact: true })).toBeVisible();
  await expect(page.getByText('$59.99', { exact: true })).toBeHidden();

  await page.locator('label[for="billing-yearly"]').click();
  await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  await expect(page.getByText('$59.99', { exact: true })).toBeVisible();
  await expect(page.getByText('$6.99', { exact: true })).toBeHidden();
  await expect(page.getByTestId('plan-pro-yearly')).toContainText('Save 28.5%');
  await expect(cards.filter({ visible: true })).toHaveCount(2);

  await page.locator('label[for="billing-monthly"]').click();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(page.getByText('$6.99', { exact: true })).toBeVisible();
  await expect(page.getByText('$59.99', { exact: true })).toBeHidden();
});

test('the plans say what the product does: Free studies offline and syncs; Pro is bought in the app', async ({
  page,
}) => {
  await page.goto('/pricing');
  for (const feature of [/Offline mode/, /Cloud sync/])
    await expect(page.getByRole('row', { name: feature }).getByRole('cell')).toHaveText([
      'Included',
      'Included',
      'Included',
    ]);
  await expect(page.getByRole('row', { name: /Priority support/ }).getByRole('cell')).toHaveText([
    'Not included',
    'Included',
    'Included',
  ]);
  await expect(page.getByRole('link', { name: /Get started free/ })).toHaveAttribute('href', '/signup');
  const pro = page.getByTestId('plan-pro-monthly');
  await expect(pro).toContainText('Pro is bought in the Vocably app');
  await expect(pro.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /play\.google/);
  await expect(page.getByRole('row', { name: /^Words/ }).getByRole('cell')).toHaveText([
    '20',
    '1,500+',
    '1,500+',
  ]);
  for (const note of [
    '30-day money-back guarantee',
    'Payments through the App Store',
    'next billing cycle',
  ]) {
    await expect(page.getByText(note)).toBeVisible();
  }
});
