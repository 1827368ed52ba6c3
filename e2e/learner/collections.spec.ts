import { expect, type Page, test } from '@playwright/test';
import { signedInLearner } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { appOrigin } from '../support/origin';
import { expectFits, setScheme } from '../support/screen';
import { settled } from './words-support';

// Curated collections: a new learner is pointed at them from the home, browses their target
// language's collections, previews one, adds it (the Free word limit cuts the first hundred short and
// says so) and studies the new set. The screen is accessible and fits at every width, in English and
// Hebrew, light and dark. The e2e server holds the 400 commonest entries of each language.
test.describe.configure({ timeout: 240_000 });

const headers = { origin: appOrigin };

async function newFrenchLearner(page: Page, request: Parameters<typeof signedInLearner>[1]) {
  const account = await signedInLearner(page, request);
  const saved = await page.request.put('/api/me/profile', {
    data: { nativeLanguageCode: 'en', targetLanguageCode: 'fr', isOnboardingCompleted: true },
    headers,
  });
  expect(saved.ok(), `profile: ${saved.status()}`).toBeTruthy();
  return account;
}

test('browse, preview, add a collection (cut by the Free limit) and study its set', async ({
  page,
  request,
}) => {
  await newFrenchLearner(page, request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Start with a collection' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse collections' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Commonest words' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Themes' })).toBeVisible();

  // Preview: the words of the first hundred, with their English meaning.
  await page.getByRole('button', { name: 'Preview The first 100 words' }).click();
  const preview = page.getByRole('region', { name: 'Words in The first 100 words' });
  await expect(preview.getByRole('listitem')).toHaveCount(100);
  await expectNoAxeViolations(page);

  // Add: a Free learner holds 20 words, so 20 join and the rest wait for Pro.
  await page.getByRole('button', { name: 'Add The first 100 words to my words' }).click();
  await expect(page.getByText('The first 100 words is a study set now')).toBeVisible();
  await expect(page.getByText('20 new words added.')).toBeVisible();
  // The learner's first study set earns an achievement: announced now, not at the next session.
  await expect(page.getByText('Achievement earned: First study set')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan limit reached' })).toBeVisible();
  await expect(page.getByText('80 words were not added: your plan holds 20 words.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See Pro plans' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The set is there with its 20 words, and it can be studied.
  const sets = (await (await page.request.get('/api/me/study-sets')).json()) as {
    items: { name: string; itemCount: number }[];
  };
  expect(sets.items).toEqual([expect.objectContaining({ name: 'The first 100 words', itemCount: 20 })]);
  await page.getByRole('link', { name: 'Study it now' }).click();
  await expect(page).toHaveURL(/scope=set&set=[0-9a-f-]+&method=flashcards/);
  await expect(page.getByText(/^\d+ cards? left$/)).toBeVisible();

  // Adding it again makes no second set.
  await page.goto('/dashboard/collections');
  await page.getByRole('button', { name: 'Add The first 100 words to my words' }).click();
  await expect(page.getByText('The first 100 words is a study set now')).toBeVisible();
  const after = (await (await page.request.get('/api/me/study-sets')).json()) as { items: unknown[] };
  expect(after.items).toHaveLength(1);
  await page.getByRole('link', { name: 'Open the set' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The first 100 words' })).toBeVisible();
});

test('the collections screen: keyboard, axe in English and Hebrew, no overflow at 375, 768 and 1280 px', async ({
  page,
  request,
}) => {
  await newFrenchLearner(page, request);
  await page.goto('/dashboard/collections');
  await settled(page);
  // Keyboard: the preview opens with Enter and says it is open.
  const previewButton = page.getByRole('button', { name: 'Preview Numbers' });
  await previewButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Hide words' })).toHaveAttribute('aria-expanded', 'true');

  for (const [theme, language] of [
    ['light', 'en'],
    ['dark', 'he'],
    ['light', 'he'],
    ['dark', 'en'],
  ] as const) {
    await setScheme(page, theme, language);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard/collections');
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
    await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
    await expect(page.locator('.animate-spin')).toHaveCount(0);
    await expectNoAxeViolations(page);
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectFits(page, `collections at ${width} px, ${theme}, ${language}`);
    }
  }
  await setScheme(page, 'light', 'he');
  await page.goto('/dashboard/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'אוספים' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '100 המילים הראשונות' })).toBeVisible();
});
