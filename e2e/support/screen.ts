import { expect, type Page } from '@playwright/test';

/**
 * The theme and site language the next page load starts with, as the theme switch and the language
 * switcher store them (web/lib/enhance/storage-keys.ts). The page must be on the app's origin.
 */
export async function setScheme(page: Page, theme: 'light' | 'dark', language: 'en' | 'he') {
  await page.evaluate(
    ([theme, language]) => {
      localStorage.setItem('vocably-theme', theme);
      localStorage.setItem('vocably-language', language);
    },
    [theme, language] as const,
  );
}

/** Nothing is wider than the viewport. */
export async function expectFits(page: Page, where: string) {
  const { overflow, width } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(overflow, `${where} is ${overflow} px wider than its ${width} px viewport`).toBeLessThanOrEqual(0);
}
