import { expect, test } from '@playwright/test';
import { adminPages, settled } from '../support/admin-pages';
import { signInAsDemoAdmin } from '../support/demo-admin';

// Pictures of every admin page at a phone's and a laptop's width, for a person to look at:
// E2E_SCREENSHOTS=<dir> npx playwright test e2e/admin/screenshots.spec.ts
const shots = process.env.E2E_SCREENSHOTS;

for (const width of [375, 1280]) {
  test(`every admin page at ${width} px`, async ({ page, request }) => {
    test.skip(!shots, 'set E2E_SCREENSHOTS to a directory to take the pictures');
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await page.screenshot({ path: `${shots}/login-${width}.png`, fullPage: true });
    const { list, wordTabs } = await adminPages(request);
    await signInAsDemoAdmin(page);
    for (const { name, path } of list) {
      await page.goto(path);
      await settled(page);
      await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
      if (name === 'word') {
        for (const tab of wordTabs.slice(1)) {
          await page.getByRole('tab', { name: tab }).click();
          await page.screenshot({ path: `${shots}/word-${tab.toLowerCase()}-${width}.png`, fullPage: true });
        }
      }
    }
    if (width === 375) {
      await page.goto('/admin/users');
      await settled(page);
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
      await page.screenshot({ path: `${shots}/sidebar-open-${width}.png` });
    }
  });
}
