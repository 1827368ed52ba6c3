import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signedInLearner, signInThroughForm, signUpAndVerify } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { appOrigin } from '../support/origin';
import { expectFits, setScheme } from '../support/screen';
import { learnerWithWords } from './study-support';

// The learner layout, the home, onboarding and Settings: a new learner's first sign-in, settings that
// last, the mobile menu, and every screen accessible and within its viewport in both languages and
// both themes.

const headers = { origin: appOrigin };

async function onboarded(page: Page, done: boolean) {
  const saved = await page.request.put('/api/me/profile', { data: { isOnboardingCompleted: done }, headers });
  expect(saved.ok()).toBeTruthy();
}

test('a new learner signs up, verifies, onboards and lands on the home with real figures', async ({
  page,
  request,
}) => {
  const { email } = await signedInLearner(page, request);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Vocably' })).toBeVisible();
  await expect(page.getByTestId('dashboard-email')).toHaveText(email);

  // Nothing chosen: the form says what is missing, in place.
  await page.getByLabel('Your language').selectOption('');
  await page.getByRole('button', { name: 'Start learning' }).click();
  await expect(page.getByText('Choose a language from the list.')).toHaveCount(2);

  await page.getByLabel('Your language').selectOption('en');
  await page.getByLabel('The language you are learning').selectOption('fr');
  await page.getByLabel('New words per day').fill('5');
  // Only what a beginner can answer: retention and the time zone wait in Settings.
  await expect(page.getByLabel('Desired retention')).toHaveCount(0);
  await expect(page.getByLabel('Time zone')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start learning' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your dashboard' })).toBeVisible();
  const settings = await (await page.request.get('/api/me/settings')).json();
  // The time zone is the browser's own.
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(settings).toMatchObject({ newCardsPerDay: 5, desiredRetention: 0.9, timeZone: browserZone });
  const profile = await (await page.request.get('/api/me/profile')).json();
  expect(profile).toMatchObject({
    nativeLanguageCode: 'en',
    targetLanguageCode: 'fr',
    isOnboardingCompleted: true,
  });

  // Two words later, the home's figures are the server's.
  for (const value of ['maison', 'pomme']) {
    const added = await page.request.post('/api/me/words', { data: { value, languageCode: 'fr' }, headers });
    expect(added.ok()).toBeTruthy();
  }
  await page.reload();
  const progress = await (await page.request.get('/api/me/progress')).json();
  const limits = await (await page.request.get('/api/me/limits')).json();
  expect(progress.todayCounts.newAvailable).toBe(2);
  await expect(page.getByTestId('home-due')).toHaveText(`${progress.todayCounts.dueNow} cards due`);
  await expect(page.getByTestId('home-new')).toHaveText('2 new words left for today');
  await expect(page.getByTestId('home-streak')).toHaveText('No streak yet: study today to start one');
  await expect(page.getByTestId('home-words-total')).toHaveText('2 words');
  await expect(page.getByTestId('plan-words')).toContainText(`2 of ${limits.limits.words.limit} words`);
  await expect(page.getByTestId('home-sessions')).toHaveText(
    `0 of ${limits.limits.studySessions.limit} this month`,
  );
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
  for (const card of ['Your Words', 'Statistics', 'Study Sessions', 'Prefer the apps?']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Start studying' }).click();
  await expect(page).toHaveURL(/\/dashboard\/study$/);
  await expect(page.getByRole('link', { name: 'Study', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('skipping onboarding changes nothing but the flag; Settings changes last after a reload', async ({
  page,
  request,
}) => {
  const { email, password } = await signUpAndVerify(request);
  await signInThroughForm(page, email, password);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your dashboard' })).toBeVisible();
  expect(await (await page.request.get('/api/me/settings')).json()).toMatchObject({
    newCardsPerDay: 20,
    desiredRetention: 0.9,
    timeZone: 'UTC',
  });

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const study = page.getByRole('form', { name: 'Daily study' });
  await study.getByLabel('New words per day').fill('-3');
  await study.getByRole('button', { name: 'Save' }).click();
  await expect(study.getByText('Enter a whole number from 0 to 9999.')).toBeVisible();
  await study.getByLabel('New words per day').fill('12');
  await study.getByLabel('Maximum reviews per day').fill('150');
  await study.getByLabel('Time zone').selectOption('Asia/Tokyo');
  await study.getByRole('button', { name: 'Save' }).click();
  await expect(study.getByText('Saved.')).toBeVisible();

  const languages = page.getByRole('form', { name: 'Languages' });
  await languages.getByLabel('Your language').selectOption('en');
  await languages.getByLabel('The language you are learning').selectOption('es');
  await languages.getByRole('button', { name: 'Save' }).click();
  await expect(languages.getByText('Saved.')).toBeVisible();

  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.reload();
  await expect(study.getByLabel('New words per day')).toHaveValue('12');
  await expect(study.getByLabel('Maximum reviews per day')).toHaveValue('150');
  await expect(study.getByLabel('Time zone')).toHaveValue('Asia/Tokyo');
  await expect(languages.getByLabel('The language you are learning')).toHaveValue('es');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/dark/);

  // The site language: the page turns Hebrew and right-to-left at once, and stays so.
  await page.getByRole('radio', { name: 'Hebrew' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'הגדרות' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'הגדרות' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'בית' })).toBeVisible();
});

test('at 375 px the menu opens, and closes on a choice, on Escape and on a click outside', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await learnerWithWords(page, request, ['house']);
  await onboarded(page, true);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your dashboard' })).toBeVisible();

  // The skip link comes first and moves focus to the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  const menu = page.getByRole('button', { name: 'Menu' });
  const statistics = page.getByRole('link', { name: 'Statistics', exact: true });
  await expect(statistics).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await statistics.click();
  await expect(page).toHaveURL(/\/dashboard\/statistics$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(statistics).toBeHidden();

  await menu.click();
  await expect(statistics).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(statistics).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await expect(statistics).toBeVisible();
  await page.mouse.click(180, 700);
  await expect(statistics).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await menu.click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('home, onboarding and Settings: axe-clean and within 375, 768 and 1280 px, English and Hebrew, light and dark', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await learnerWithWords(page, request, ['house', 'school']);
  const screens = [
    { name: 'onboarding', path: '/dashboard', done: false, ready: 'form' },
    { name: 'home', path: '/dashboard', done: true, ready: '[data-testid="home-due"]' },
    { name: 'settings', path: '/dashboard/settings', done: true, ready: 'form[aria-label]' },
  ] as const;
  for (const screen of screens) {
    await onboarded(page, screen.done);
    for (const [theme, language] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['light', 'he'],
      ['dark', 'he'],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await setScheme(page, theme, language);
      await page.goto(screen.path);
      await expect(page.locator(screen.ready).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
      await expectNoAxeViolations(page);
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectFits(page, `${screen.name} at ${width} px, ${theme}, ${language}`);
      }
    }
  }
});

test('Settings exports the learner’s data as JSON, and deletes the account after confirmation', async ({
  page,
  request,
}) => {
  const { email } = await learnerWithWords(page, request, ['house']);
  await onboarded(page, true);
  await page.goto('/dashboard/settings');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^vocably-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await file.path(), 'utf8'));
  expect(exported.account.email).toBe(email);
  expect(exported.words).toHaveLength(1);
  await expect(page.getByText('Your data was downloaded.')).toBeVisible();

  // Cancel changes nothing; confirming (a fresh session needs no password) deletes and leaves.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email, password: 'secret123' },
    headers,
  });
  expect(signIn.ok()).toBeFalsy();
});

// docs/performance.md §6: the home's session and calls start with the document (preloads the server
// adds) and the page renders once they are in; each is requested once, the browser handing the
// preloaded answer to the app's fetch. Nothing moves on the page when the figures arrive.
test('the home asks for the session and each of its calls once, all started by the document', async ({
  page,
  request,
}) => {
  const { email } = await signedInLearner(page, request);
  await onboarded(page, true);

  const requested: string[] = [];
  page.on('request', (each) => {
    const path = new URL(each.url()).pathname;
    if (path.startsWith('/api/')) requested.push(path);
  });
  // A new tab's state: no bearer token yet, only the cookie.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/dashboard');
  await expect(page.getByTestId('home-due')).toBeVisible();
  await expect(page.getByTestId('dashboard-email')).toHaveText(email);
  const count = (path: string) => requested.filter((each) => each === path).length;
  expect(count('/api/auth/get-session')).toBe(1);
  for (const path of ['/api/me/profile', '/api/me/progress', '/api/me/limits'])
    expect(count(path), path).toBe(1);
  const html = await (await page.request.get('/dashboard')).text();
  expect(html).toContain('<link rel="preload" href="/api/me/progress" as="fetch" crossorigin="anonymous"/>');
  expect(html).toMatch(/<link rel="modulepreload" fetchpriority="low" href="\/assets\//);
});

test('a sign-out the server refuses says so and leaves the learner where they were', async ({
  page,
  request,
}) => {
  await learnerWithWords(page, request, ['house']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page.route('**/api/auth/sign-out', (route) =>
    route.fulfill({ status: 500, json: { message: 'Boom', code: 'INTERNAL' } }),
  );
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(
    page.getByText('You could not be signed out. Check your connection and try again.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.unroute('**/api/auth/sign-out');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
});
