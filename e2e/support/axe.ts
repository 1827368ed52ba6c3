import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Every rule axe runs by default (WCAG 2.0-2.2 A and AA, best practices) and WCAG 2.2's target size,
// which axe leaves off by default (a control at least 24 px, or that far from the next); a violation
// fails with its rule ids and targets listed. Every page's check comes through here, so the journey
// that shows it failing (e2e/account/accessibility.spec.ts) covers them all.
export async function expectNoAxeViolations(page: Page) {
  // A toast (an achievement, a saved change) fades in and out: mid-fade its text is half transparent,
  // which axe would report as low contrast. Look once every toast has settled (or gone). A toast is
  // first drawn unmounted (transparent, no transition yet): it has not settled until it is mounted.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast]')].every(
          (toast) =>
            toast.getAttribute('data-mounted') === 'true' &&
            toast.getAnimations({ subtree: true }).length === 0 &&
            toast.getAttribute('data-removed') !== 'true',
        ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  // Legacy mode runs axe.run() in the page itself. The default runs each frame's part and then opens a
  // blank page to put the parts together: a new renderer for every check, which made each check take
  // 1.7-2 times as long on CI's two cores, for a difference only cross-origin frames would show, and
  // the app has none (its Content-Security-Policy allows frames only from itself).
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
