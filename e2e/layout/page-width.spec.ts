import { expect, type Page, test } from '@playwright/test';
import { publicRoutePaths } from '~/core/site/public-routes';
import { signUpAndVerify } from '../support/accounts';
import { adminPages, settled } from '../support/admin-pages';
import { signInAsDemoAdmin } from '../support/demo-admin';

// No page is wider than its viewport: public, account and every admin page (each user tab, each
// word tab), at a phone's, a tablet's and a laptop's width, in light and in dark.

const widths = [375, 768, 1280] as const;
const schemes = ['light', 'dark'] as const;

const accountPaths = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=x',
  '/verify-email',
  '/admin/login',
];

async function expectFits(page: Page, where: string, width: number) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} is ${overflow} px wider than its ${width} px viewport`).toBeLessThanOrEqual(0);
}

for (const width of widths) {
  for (const colorScheme of schemes) {
    test(`no page is wider than the viewport at ${width} px, ${colorScheme}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });

      for (const path of [...publicRoutePaths, '/no-such-page', '/he/no-such-page']) {
        await page.goto(path);
        await expect(page.locator('[data-auth-pending]')).toHaveCount(0);
        await expectFits(page, path, width);
        // The public header keeps to one row: a wrapped label would push it past its 64 px.
        expect((await page.getByRole('banner').boundingBox())?.height, path).toBeLessThanOrEqual(65);
      }
      for (const path of accountPaths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectFits(page, path, width);
      }

      const learner = await signUpAndVerify(request, {
        email: `a.learner.with.a.rather.long.address.${Date.now()}${width}${colorScheme}@example.com`,
      });
      const context = page.context();
      const response = await page.request.post('/api/auth/sign-in/email', {
        data: learner,
        headers: { origin: new URL(page.url()).origin },
      });
      expect(response.ok()).toBeTruthy();
      await page.goto('/dashboard');
      await expect(page.getByTestId('dashboard-email')).toHaveText(learner.email);
      await expectFits(page, '/dashboard', width);
      await context.clearCookies();
      // The learner's pages kept the session's bearer token in this tab (sessionStorage), as the API
      // client does; the admin login form clears it before signing in, and this shortcut must too.
      await page.evaluate(() => sessionStorage.clear());

      const { list, wordTabs } = await adminPages(request);
      await signInAsDemoAdmin(page);
      for (const { path } of list) {
        await page.goto(path);
        await settled(page);
        await expectFits(page, path, width);
        if (path.startsWith('/admin/words/')) {
          for (const tab of wordTabs) {
            await page.getByRole('tab', { name: tab }).click();
            await expectFits(page, `${path} (${tab})`, width);
          }
        }
      }
    });
  }
}
