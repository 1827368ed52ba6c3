import { expect, type Page, test } from '@playwright/test';
import { createVerifiedLearner, signUpAndVerify } from '../support/accounts';
import { findDemoUser, signInAsAdmin } from '../support/admin';
import { uniqueEmail } from '../support/mailbox';
import { appOrigin } from '../support/origin';

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

async function openUser(page: Page, email: string) {
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await page
    .getByTestId('list-table')
    .getByRole('link', { name: `View ${email}` })
    .click();
  // The list also has a level-1 heading and the email: wait for the detail page itself.
  await expect(page).toHaveURL(/\/admin\/users\/[^/?]+/);
  await expect(tab(page, 'Profile')).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
}

test('every tab of a demo learner shows its data', async ({ page, request }) => {
  const details = await findDemoUser(
    request,
    (d) => d.profile !== null && d.words.length > 0 && d.studySets.length > 0 && d.stories.length > 0,
  );
  await signInAsAdmin(page);
  await openUser(page, details.user.email);

  const stats = page.getByRole('list', { name: 'User statistics' });
  await expect(stats.getByRole('listitem').filter({ hasText: 'Words' })).toContainText(
    String(details.words.length),
  );
  await expect(stats.getByRole('listitem').filter({ hasText: 'Days Active' })).toContainText(/\d+/);
  await expect(tab(page, 'Words')).toContainText(String(details.words.length));
  await expect(tab(page, 'Study Sets')).toContainText(String(details.studySets.length));
  await expect(tab(page, 'Stories')).toContainText(String(details.stories.length));
  await expect(page.getByText(/^(Active|Disabled)$/).first()).toBeVisible();
  await expect(page.getByText(/^(Verified|Unverified)$/).first()).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Authentication Info' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account Timestamps' })).toBeVisible();
  await expect(page.getByText('Profile Created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
  await expect(page.getByText(/^(Completed|Pending)$/)).toBeVisible();

  await tab(page, 'Permissions').click();
  await expect(page.getByRole('switch', { name: 'Admin User' })).toBeDisabled();
  await expect(page.getByText('Access to admin panel and user management')).toBeVisible();
  await expect(page.getByText('Access to premium features')).toBeVisible();

  await tab(page, 'Settings').click();
  await expect(page.getByText(/iOS push token/)).toBeVisible();
  // Collection keys show as labels ("studySets" is "Study Sets").
  const limits = page.locator('div.rounded-xl').filter({
    has: page.getByRole('heading', { name: 'Regular User Limits', exact: true }),
  });
  for (const label of ['Words', 'Study Sets', 'Stories', 'Study Sessions']) {
    await expect(limits.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('tabpanel').getByText(/^(studySets|studySessions)$/)).toHaveCount(0);
  for (const title of [
    'Regular User Limits',
    'Premium User Limits',
    'Collection Metadata',
    'Usage Summary',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  const attempts = Object.keys(details.profile!.invalidWordAttempts);
  if (attempts.length > 0) {
    await expect(page.getByText(/^\d+ attempts$/).first()).toBeVisible();
    await expect(page.getByText(/invalid_word_attempts_/)).toHaveCount(0);
  } else {
    await expect(page.getByText('No invalid attempts recorded')).toBeVisible();
  }
  await expect(page.getByText('Constraints Set')).toBeVisible();

  await tab(page, 'Words').click();
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(details.words.length);
  await expect(
    page
      .getByRole('tabpanel')
      .getByText(/^(new|learning|learned|unknown)$/)
      .first(),
  ).toBeVisible();
  await tab(page, 'Study Sets').click();
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(details.studySets.length);
  await expect(
    page
      .getByRole('tabpanel')
      .getByText(/\d+ items?/)
      .first(),
  ).toBeVisible();
  await tab(page, 'Stories').click();
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(details.stories.length);
  await expect(page).toHaveURL(/tab=stories/);

  // The open tab survives a reload; Back returns to the list as it was.
  await page.reload();
  await expect(tab(page, 'Stories')).toHaveAttribute('aria-selected', 'true');
  await page.goto(`/admin/users?q=${encodeURIComponent(details.user.email)}`);
  await page
    .getByTestId('list-table')
    .getByRole('link', { name: `View ${details.user.email}` })
    .click();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?q=/);
});

test('a learner without any data shows every fallback and empty message', async ({ page, request }) => {
  // Signed up, never verified: never signed in either (the verification link would sign them in).
  const learner = { email: uniqueEmail('no-data') };
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email: learner.email, password: 'secret123', name: '' },
    headers: { origin: appOrigin },
  });
  expect(signUp.ok()).toBeTruthy();
  await signInAsAdmin(page);
  await openUser(page, learner.email);
  await expect(page.getByRole('heading', { level: 1, name: 'No name' })).toBeVisible();
  await expect(page.getByText('Display Name').locator('..')).toContainText('Not set');
  await expect(page.getByText('Last Sign In').locator('..')).toContainText('Never');
  await expect(page.getByText('Profile Created')).toHaveCount(0);
  await expect(page.getByText('Full Name').locator('..')).toContainText('Not set');
  await expect(tab(page, 'Words')).toHaveText('Words');

  await tab(page, 'Settings').click();
  await expect(page.getByText('No profile data found for this user.')).toBeVisible();
  await tab(page, 'Words').click();
  await expect(page.getByText('No words found for this user.')).toBeVisible();
  await tab(page, 'Study Sets').click();
  await expect(page.getByText('No study sets found for this user.')).toBeVisible();
  await tab(page, 'Stories').click();
  await expect(page.getByText('No stories found for this user.')).toBeVisible();
});

test('permissions: premium from a purchase shows beside the grant switch, not as it', async ({
  page,
  request,
}) => {
  const details = await findDemoUser(
    request,
    (d) => d.user.premium?.purchase != null && d.user.premium.grantedByAdmin === false,
  );
  await signInAsAdmin(page);
  await openUser(page, details.user.email);
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();
  await tab(page, 'Permissions').click();
  await expect(page.getByRole('switch', { name: 'Premium User' })).not.toBeChecked();
  await expect(page.getByText(/^Premium through a purchase (until|without expiration)/)).toBeVisible();
});

test('permissions: Cancel restores the saved claims, Save persists them', async ({ page, request }) => {
  const learner = await createVerifiedLearner(request);
  await signInAsAdmin(page);
  await openUser(page, learner.email);
  await tab(page, 'Permissions').click();
  const premium = page.getByRole('switch', { name: 'Premium User' });
  const admin = page.getByRole('switch', { name: 'Admin User' });
  await expect(premium).toBeDisabled();

  await page.getByRole('button', { name: 'Edit' }).click();
  await premium.click();
  await admin.click();
  await expect(premium).toBeChecked();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(premium).not.toBeChecked();
  await expect(admin).not.toBeChecked();
  await expect(premium).toBeDisabled();

  await page.getByRole('button', { name: 'Edit' }).click();
  await premium.focus();
  await page.keyboard.press('Space');
  await expect(premium).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Permissions updated.')).toBeVisible();
  await expect(premium).toBeDisabled();
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Premium User' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Admin User' })).not.toBeChecked();
});

test('both limit sets and the collection metadata are edited and saved', async ({ page, request }) => {
  const details = await findDemoUser(request, (d) => d.profile !== null, 3);
  await signInAsAdmin(page);
  await openUser(page, details.user.email);
  await tab(page, 'Settings').click();

  const panel = (title: string) =>
    page.locator('div.rounded-xl').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  const regular = panel('Regular User Limits');
  await regular.getByRole('button', { name: 'Edit Regular User Limits' }).click();
  await regular.getByRole('button', { name: 'Add row' }).click();
  await regular
    .getByLabel(/Collection name/)
    .last()
    .fill('e2e_words');
  await regular
    .getByLabel(/Max value/)
    .last()
    .fill('17');
  await regular.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Regular User Limits saved.')).toBeVisible();
  await expect(regular.getByText('e2e_words')).toBeVisible();
  await expect(regular.getByText('Max value: 17')).toBeVisible();

  const premium = panel('Premium User Limits');
  await premium.getByRole('button', { name: 'Edit Premium User Limits' }).click();
  await premium.getByRole('button', { name: 'Add row' }).click();
  await premium
    .getByLabel(/Collection name/)
    .last()
    .fill('e2e_stories');
  await premium
    .getByLabel(/Max value/)
    .last()
    .fill('-4');
  await premium.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Premium User Limits saved.')).toBeVisible();
  await expect(premium.getByText('Max value: 0')).toBeVisible();
  // Saving one set left the other as it was.
  await expect(regular.getByText('Max value: 17')).toBeVisible();

  // An empty name is refused before anything is sent; Cancel drops the edit.
  await premium.getByRole('button', { name: 'Edit Premium User Limits' }).click();
  await premium.getByRole('button', { name: 'Add row' }).click();
  await premium.getByRole('button', { name: 'Save' }).click();
  await expect(premium.getByRole('alert')).toContainText('Collection name is required');
  await premium.getByRole('button', { name: 'Cancel' }).click();

  const metadata = panel('Collection Metadata');
  await metadata.getByRole('button', { name: 'Edit Collection Metadata' }).click();
  await metadata.getByRole('button', { name: 'Add row' }).click();
  await metadata
    .getByLabel(/Collection name/)
    .last()
    .fill('e2e_collection');
  await metadata
    .getByLabel(/Total items/)
    .last()
    .fill('42');
  await metadata.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Collection Metadata saved.')).toBeVisible();
  await expect(metadata.getByText('Total items: 42')).toBeVisible();

  await page.reload();
  await expect(panel('Regular User Limits').getByText('e2e_words')).toBeVisible();
  await expect(panel('Premium User Limits').getByText('e2e_stories')).toBeVisible();
  await expect(panel('Collection Metadata').getByText('e2e_collection')).toBeVisible();
  await expect(page.getByText('Constraints Set').locator('..')).toContainText('Yes');
});

test('a missing user returns to the list with a toast saying why', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users/no-such-user-id');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText(/Could not load the user: /)).toBeVisible();
});

test('a long email wraps inside its cards at 375 px', async ({ page, request }) => {
  const email = `a.very.long.address.that.does.not.fit.on.a.phone.${Date.now()}@long-subdomain.example.com`;
  await signUpAndVerify(request, { email });
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await page
    .getByTestId('list-cards')
    .getByRole('link', { name: `View ${email}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Authentication Info' })).toBeVisible();
  for (const text of await page.getByText(email, { exact: true }).all()) {
    const box = await text.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, 'the email stays on screen').toBeTruthy();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
