import { expect, test } from '@playwright/test';
import { messages } from '~/web/lib/i18n/site-messages';

const { en, he } = messages;

test('switching to Hebrew gives right-to-left Hebrew pages, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('banner').getByRole('link', { name: 'עברית' }).click();

  await expect(page).toHaveURL(/\/he\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(he.pricing.heading);
  await expect(page.getByRole('navigation', { name: he.shell.mainNav })).toContainText(he.shell.nav.features);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(he.pricing.heading);

  // Internal links stay in Hebrew, and an English address opens in the chosen language.
  await page
    .getByRole('navigation', { name: he.shell.mainNav })
    .getByRole('link', { name: he.shell.nav.about })
    .click();
  await expect(page).toHaveURL(/\/he\/about$/);
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/he\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(he.faq.heading);

  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.hero.headline);
});

test('every page links its other language with hreflang and a canonical URL', async ({ page }) => {
  await page.goto('/he/terms');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://vocably.app/he/terms');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    'https://vocably.app/terms',
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', he.terms.title);
});

test('dark mode follows the system, and the toggle overrides it and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await toggle.click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/features');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  await page.getByRole('banner').getByRole('button', { name: 'Dark mode' }).click();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page is readable', async ({ page }) => {
    const pages = [
      ['/', en.home.hero.headline, en.home.cta.heading],
      ['/features', en.features.heading, en.features.groups[2]!.items[3]!.title],
      ['/pricing', en.pricing.heading, en.pricing.notes[2]!.title],
      ['/faq', en.faq.heading, en.faq.entries.at(-1)!.question],
      ['/about', en.about.heading, en.about.sections.at(-1)!.heading],
      ['/support', en.support.heading, en.support.contact.promise],
      ['/user-guide', en.userGuide.heading, en.userGuide.sections.at(-1)!.heading],
      ['/privacy', en.privacy.heading, en.privacy.sections.at(-1)!.heading],
      ['/terms', en.terms.heading, en.terms.sections.at(-1)!.heading],
      ['/he/', he.home.hero.headline, he.home.cta.heading],
    ] as const;
    for (const [path, heading, later] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(later, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The signed-out buttons show, since no script can ask for the session.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
