import { expect, test } from '@playwright/test';
import { publicRoutePaths } from '~/core/site/public-routes';
import { expectNoAxeViolations } from '../support/axe';

const paths = [...publicRoutePaths, '/no-such-page', '/he/no-such-page'];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} colour scheme`, () => {
    for (const path of paths) {
      test(`axe finds no violations on ${path}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await page.goto(path);
        // Wait for the session check so the header shows its final buttons.
        await expect(page.locator('[data-auth-pending]')).toHaveCount(0);
        await expect(page.locator('html')).toHaveClass(
          colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        await expectNoAxeViolations(page);
      });
    }
  });
}
