import { expect, test } from '@playwright/test';

const paths = ['/', '/features', '/pricing', '/faq', '/he/', '/he/pricing', '/he/features', '/he/faq'];

for (const width of [375, 768, 1280]) {
  test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('[data-auth-pending]')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      // The header keeps to one row: a wrapped label would push it past its 64 px.
      expect((await page.getByRole('banner').boundingBox())?.height, path).toBeLessThanOrEqual(65);
    }
  });
}
