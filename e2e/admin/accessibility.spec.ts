import { expect, type Page, test } from '@playwright/test';
import { createVerifiedLearner, signInThroughForm } from '../support/accounts';
import { findDemoUser, signInAsAdmin } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('axe finds no violations on the admin login, with and without errors', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(heading(page, 'Admin Sign In')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectNoAxeViolations(page);
});

const layouts = [
  { width: 1280, colorScheme: 'light' },
  { width: 375, colorScheme: 'light' },
  // The app follows the system's dark scheme (web/lib/enhance/theme-boot.ts).
  { width: 1280, colorScheme: 'dark' },
] as const;

for (const { width, colorScheme } of layouts) {
  test(`axe finds no violations on every admin page at ${width} px, ${colorScheme}`, async ({
    page,
    request,
  }) => {
    // About twenty axe passes: slow on a busy machine, so a generous budget.
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme });
    const details = await findDemoUser(
      request,
      (d) => d.profile !== null && d.words.length > 0 && d.studySets.length > 0 && d.stories.length > 0,
    );
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    await expectNoAxeViolations(page);

    await page.goto('/admin/users');
    await expect(page.getByText(/\d+ users found/)).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expectNoAxeViolations(page);

    await page.goto(`/admin/users/${details.user.uid}`);
    for (const tab of ['Profile', 'Permissions', 'Settings', 'Words', 'Study Sets', 'Stories']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.getByRole('tab', { name: 'Permissions' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await expectNoAxeViolations(page);

    for (const [path, name] of [
      ['/admin/words', 'Words Management'],
      ['/admin/subscriptions', 'Subscriptions'],
      ['/admin/analytics', 'Analytics'],
      ['/admin/permissions', 'Permissions'],
      ['/admin/settings', 'Settings'],
    ] as const) {
      await page.goto(path);
      await expect(heading(page, name)).toBeVisible();
      await expectNoAxeViolations(page);
    }

    await page.goto('/admin/words');
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await expect(page.getByRole('tab', { name: 'Definitions' })).toBeVisible();
    for (const tab of ['Definitions', 'Translations', 'Synonyms', 'Examples', 'Variants', 'Metadata']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectNoAxeViolations(page);
    }
  });
}

test('axe finds no violations on the confirmation dialog and on Access Denied', async ({ page, request }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await page
    .getByTestId('list-table')
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  const learner = await createVerifiedLearner(request);
  await signInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await expect(heading(page, 'Access Denied')).toBeVisible();
  await expectNoAxeViolations(page);
});
