import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { publicRoutePaths } from '~/core/site/public-routes';

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
        // Every rule axe runs by default (WCAG 2.2's target size too); in the page, as e2e/support/axe.ts says why.
        const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
          [],
        );
      });
    }
  });
}
