import { expect, test } from '@playwright/test';
import { socialLinks, storeLinks } from '~/core/site/links';
import { messages } from '~/web/lib/i18n/site-messages';

const en = messages.en;
const he = messages.he;

test('every header link leads to a page with its heading', async ({ page }) => {
  const links = [
    [en.shell.nav.features, '/features', en.features.heading],
    [en.shell.nav.pricing, '/pricing', en.pricing.heading],
    [en.shell.nav.about, '/about', en.about.heading],
    [en.shell.nav.support, '/support', en.support.heading],
  ] as const;
  for (const [name, path, heading] of links) {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await page.getByRole('banner').getByRole('link', { name: 'Vocably' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.hero.headline);
});

test('every footer link leads to a page with its heading', async ({ page }) => {
  const links = [
    ['Product', en.shell.nav.features, '/features', en.features.heading],
    ['Product', en.shell.nav.pricing, '/pricing', en.pricing.heading],
    ['Company', en.shell.nav.about, '/about', en.about.heading],
    ['Company', en.shell.nav.support, '/support', en.support.heading],
    ['Company', en.shell.footer.contact, '/support', en.support.heading],
    ['Resources', en.shell.nav.faq, '/faq', en.faq.heading],
    ['Resources', en.shell.nav.userGuide, '/user-guide', en.userGuide.heading],
    ['Legal', en.shell.footer.privacy, '/privacy', en.privacy.heading],
    ['Legal', en.shell.footer.terms, '/terms', en.terms.heading],
  ] as const;
  for (const [column, name, path, heading] of links) {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('navigation', { name: column }).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  // Links that leave the site open a new tab, without handing it our window.
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const outside = [
    [footer.getByRole('link', { name: en.shell.downloadApp }), storeLinks.ios],
    [footer.getByRole('link', { name: en.shell.footer.twitter }), socialLinks.twitter],
    [footer.getByRole('link', { name: en.shell.footer.facebook }), socialLinks.facebook],
    [footer.getByRole('link', { name: en.shell.footer.instagram }), socialLinks.instagram],
  ] as const;
  for (const [link, href] of outside) {
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await footer.getByRole('link', { name: 'Vocably', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.hero.headline);
});

test('the home page has its hero, six features, four steps, three testimonials and the store links', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByText('AI-Powered Vocabulary Learning')).toBeVisible();
  const download = main.getByRole('link', { name: /Download on the App Store/ }).first();
  await expect(download).toHaveAttribute('href', storeLinks.ios);
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(download).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(main.getByRole('img', { name: en.home.hero.screenshotAlt })).toHaveAttribute(
    'src',
    /^\/images\//,
  );
  await expect(main.getByText(en.home.hero.calloutStreak)).toBeVisible();
  await expect(main.getByText(en.home.hero.calloutStory)).toBeVisible();
  for (const figure of ['10K+', '1M+', '95%'])
    await expect(main.getByText(figure, { exact: true })).toBeVisible();
  await expect(main.locator('#how-it-works ol > li')).toHaveCount(4);
  await expect(main.getByRole('figure').filter({ has: page.locator('blockquote') })).toHaveCount(3);
  await expect(main.getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
    'href',
    storeLinks.android,
  );
  await expect(main.getByRole('img', { name: en.home.cta.qrAlt }).locator('svg path')).not.toHaveCount(0);
  await expect(main.getByText(en.home.cta.qrNote)).toBeVisible();
  // A visitor at a computer can start on the web from the hero and from the closing call to action.
  await expect(main.getByRole('link', { name: en.home.hero.webSignUp, exact: true })).toHaveAttribute(
    'href',
    '/signup',
  );
  await main.getByRole('link', { name: en.home.cta.webSignUp }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
});

test('the Hebrew home page offers web sign-up too', async ({ page }) => {
  await page.goto('/he');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: he.home.hero.webSignUp, exact: true })).toHaveAttribute(
    'href',
    '/he/signup',
  );
  await expect(main.getByRole('link', { name: he.home.cta.webSignUp })).toHaveAttribute('href', '/he/signup');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens, closes with the button or Escape, and its links work', async ({ page }) => {
    await page.goto('/features');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about.heading);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
