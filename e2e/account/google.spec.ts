import { expect, test } from '@playwright/test';
import { OIDC_USER } from '../support/oidc-provider';

test('Google sign-in runs the OAuth redirect flow against the local OIDC server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByTestId('dashboard-email')).toHaveText(OIDC_USER.email);
});
