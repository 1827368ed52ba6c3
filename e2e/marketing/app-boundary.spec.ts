import { expect, test } from '@playwright/test';
import { messages } from '~/web/lib/i18n/site-messages';

const { en } = messages;

test('the app hands over to the static home page, whose script then works', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Vocably', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.hero.headline);
  // A static document has no React Router context; the inlined shell script drives the toggle.
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark mode' });
  const before = await toggle.getAttribute('aria-pressed');
  await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-pressed', before ?? '');
});

test('an unknown path under an app route shows the not-found page from the app, with working buttons', async ({
  page,
}) => {
  await page.goto('/features');
  await page.goto('/dashboard/no-such-thing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.notFound.title);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/features$/);
});

test('the floating callouts move only when reduced motion is not requested', async ({ page }) => {
  const animation = () =>
    page.getByText(en.home.hero.calloutStreak).evaluate((element) => {
      const callout = element.closest('div');
      return callout ? getComputedStyle(callout).animationName : 'missing';
    });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  expect(await animation()).toBe('float');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animation()).toBe('none');
});
