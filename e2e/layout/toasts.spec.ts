import { expect, type Page, test } from '@playwright/test';
import { signedInLearner } from '../support/accounts';
import { appOrigin } from '../support/origin';

// Toasts rest below the sticky header (web/lib/toaster.tsx), but on their way in and out Sonner slides
// them, transparent, up over it. Meanwhile the header's logo and menu must still be what a click or
// the focus reaches, not an invisible toast (web/app.css): a keyboard walk once found the logo
// "covered" at the moment an achievement's toast left (e2e/layout/keyboard.spec.ts).

const noMotion = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/** What is hit at the middle of the header's logo and of its menu button: the control itself, or what covers it. */
function headerHits(page: Page) {
  return page.evaluate(() => {
    const controls = [
      document.querySelector('header a[href="/"]'),
      [...document.querySelectorAll('header button')].find((button) => button.textContent?.includes('Menu')),
    ];
    return controls.map((control) => {
      if (!control) return 'missing';
      const rect = control.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit !== null && control.contains(hit) ? 'itself' : `covered by ${hit?.tagName.toLowerCase()}`;
    });
  });
}

test('an achievement’s toast, arriving, resting and leaving, leaves the header’s logo and menu within reach at 375 px', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await page.setViewportSize({ width: 375, height: 800 });
  await signedInLearner(page, request);
  // A first study set earns an achievement, announced by a toast on the next page that reads them.
  const set = await page.request.post('/api/me/study-sets', {
    data: { name: 'Kitchen' },
    headers: { origin: appOrigin },
  });
  expect(set.ok()).toBeTruthy();
  await page.goto('/dashboard/statistics');
  await page.addStyleTag({ content: noMotion });
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await expect(toast).toContainText('Achievement earned: First study set');
  expect(await headerHits(page)).toEqual(['itself', 'itself']);

  // Time stops; it is then moved on a tenth of a second at a time until the toast starts to leave. The
  // page's clock runs on while the pause is asked for, so it is asked a moment ahead, and asked again
  // from the new time when a slow machine took longer than that ("Cannot fast-forward to the past").
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
  }).toPass({ timeout: 10_000 });
  for (let step = 0; step < 150 && (await toast.getAttribute('data-removed')) !== 'true'; step++) {
    await page.clock.runFor(100);
  }
  await expect(toast).toHaveAttribute('data-removed', 'true');
  // Leaving, it lies over the logo (so the check below could fail), transparent.
  const [toastBox, logoBox] = await Promise.all([
    toast.boundingBox(),
    page.locator('header a[href="/"]').boundingBox(),
  ]);
  expect(toastBox!.y).toBeLessThan(logoBox!.y + logoBox!.height / 2);
  expect(await headerHits(page)).toEqual(['itself', 'itself']);

  await page.clock.runFor(1_000);
  await expect(toast).toHaveCount(0);
});
