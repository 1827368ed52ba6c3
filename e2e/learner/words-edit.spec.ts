import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { appOrigin } from '../support/origin';
import { expectFits } from '../support/screen';
import { learnerWithWords } from './study-support';
import { settled } from './words-support';

// A learner fixes their own word on its page: added in a hurry with a definition only, it gets its
// part of speech, an example and a translation into English; the page shows them after a reload.
test.describe.configure({ timeout: 120_000 });

test('edit your own word: part of speech, example and a first translation, kept after a reload', async ({
  page,
  request,
}) => {
  await learnerWithWords(page, request, []);
  const added = await page.request.post('/api/me/words', {
    data: {
      custom: true,
      value: 'boulangerie',
      languageCode: 'fr',
      definitions: [{ definition: 'A shop where bread is baked and sold.' }],
    },
    headers: { origin: appOrigin },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  const { id } = (await added.json()) as { id: string };

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/dashboard/words/${id}`);
  await settled(page);
  await expect(page.getByText('No translations.')).toBeVisible();
  await page.getByRole('button', { name: 'Edit word' }).click();
  await expect(page.getByLabel('Word', { exact: true })).toBeFocused();
  await page.getByLabel(/^Part of speech/).selectOption('noun');
  await page.getByLabel(/^Example sentence/).fill('La boulangerie ouvre à sept heures.');
  await page.getByRole('button', { name: 'Add a translation (English)' }).click();
  await expect(page.getByLabel('Translation 1', { exact: true })).toBeFocused();
  await page.keyboard.type('bakery');
  await expectNoAxeViolations(page);
  await expectFits(page, 'the edit form at 375 px');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible();

  await page.reload();
  await settled(page);
  const panel = (id: string) => page.locator('section', { has: page.locator(`#${id}`) });
  const definitions = panel('word-definitions');
  await expect(definitions).toContainText('La boulangerie ouvre à sept heures.');
  await expect(definitions).toContainText(/noun/i);
  await expect(panel('word-translations')).toContainText('bakery');
});
