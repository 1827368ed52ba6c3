import { expect, test } from '@playwright/test';
import { appOrigin } from '../support/origin';
import { setScheme } from '../support/screen';
import { learnerWithWords } from './study-support';

// Pictures of the learner layout, the home, onboarding and Settings at a phone's and a laptop's
// width, light (and the home dark), English and Hebrew, for a person to look at:
// E2E_SCREENSHOTS=<dir> npx playwright test e2e/learner/shell-screenshots.spec.ts
const shots = process.env.E2E_SCREENSHOTS;

for (const width of [375, 1280]) {
  test(`home, onboarding and Settings at ${width} px`, async ({ page, request }) => {
    test.skip(!shots, 'set E2E_SCREENSHOTS to a directory to take the pictures');
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const shot = (name: string) => page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
    await learnerWithWords(page, request, ['house', 'school', 'window']);
    const onboarded = (done: boolean) =>
      page.request.put('/api/me/profile', {
        data: { isOnboardingCompleted: done },
        headers: { origin: appOrigin },
      });

    await onboarded(false);
    for (const language of ['en', 'he'] as const) {
      await setScheme(page, 'light', language);
      await page.goto('/dashboard');
      await expect(page.locator('form')).toBeVisible();
      await shot(`onboarding-${language}`);
    }

    await onboarded(true);
    for (const [theme, language] of [
      ['light', 'en'],
      ['light', 'he'],
      ['dark', 'en'],
    ] as const) {
      await setScheme(page, theme, language);
      await page.goto('/dashboard');
      await expect(page.getByTestId('home-due')).toBeVisible();
      await shot(`home-${theme}-${language}`);
      await page.goto('/dashboard/settings');
      await expect(page.locator('form[aria-label]').first()).toBeVisible();
      await shot(`settings-${theme}-${language}`);
    }

    // The study client's screens inside the layout.
    await setScheme(page, 'light', 'en');
    for (const [name, path, ready] of [
      ['study', '/dashboard/study', 'input[type="radio"]'],
      ['statistics', '/dashboard/statistics', 'section[aria-labelledby="due-forecast"]'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      await shot(`in-layout-${name}`);
    }

    if (width === 375) {
      await setScheme(page, 'light', 'en');
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.screenshot({ path: `${shots}/menu-open-${width}.png` });
    }
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.screenshot({ path: `${shots}/settings-delete-dialog-${width}.png` });
  });
}
