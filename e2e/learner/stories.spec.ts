import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { learnerWithWords } from './study-support';

// A learner writes a story from their words with the template composer (the generator when no AI
// endpoint is configured, as in these tests), reads it with the words highlighted, and deletes it.
test.describe.configure({ timeout: 90_000 });

test('create a template story from three words, read it with the words explained, delete it', async ({
  page,
  request,
}) => {
  await learnerWithWords(page, request, ['house', 'school', 'apple', 'dog']);
  await page.goto('/dashboard/stories');
  await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create story' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription('Choose 3 more words: a story needs at least 3.');
  await expect(page.getByText('No stories yet.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('checkbox', { name: /maison/ }).check();
  await page.getByRole('checkbox', { name: /école/ }).check();
  await expect(create).toHaveAccessibleDescription('Choose 1 more word: a story needs at least 3.');
  await page.getByRole('searchbox', { name: 'Search your words' }).fill('pom');
  await page.getByRole('checkbox', { name: /pomme/ }).check();
  await expect(page.getByText('3 words chosen')).toBeVisible();
  await page.getByRole('radio', { name: /Very short/ }).check();
  await expect(create).toBeEnabled();
  await create.click();

  // The reader: a story made offline says it is not AI; it is French (the language being learned),
  // each sentence with its English translation a tap away; each chosen word is highlighted and explained.
  await expect(page).toHaveURL(/\/dashboard\/stories\/[0-9a-f-]+$/);
  await expect(page.getByText('Template, not AI')).toBeVisible();
  await expect(page.getByText(/not by AI/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Une journée avec tes mots' })).toBeVisible();
  const translate = page.getByRole('button', { name: 'Show the translation' }).first();
  const translation = page.locator(`#${await translate.getAttribute('aria-controls')}`);
  await expect(translation).toBeHidden();
  await translate.click();
  await expect(translation).toBeVisible();
  await expect(translation).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Hide the translation' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const marks = page.locator('article button:not([aria-controls])');
  await expect(marks.first()).toBeVisible();
  expect(new Set((await marks.allTextContents()).map((text) => text.toLowerCase()))).toEqual(
    new Set(['maison', 'école', 'pomme']),
  );
  await page.getByRole('button', { name: 'école' }).first().focus();
  const popover = page.getByRole('dialog');
  // The word is isolated in its own direction (FSI … PDI) inside the title, on every page.
  await expect(popover).toContainText('What “\u2068école\u2069” means');
  await expect(popover).toContainText('school');
  await expectNoAxeViolations(page);
  // Tab leaves the word (to its sentence's translation button or the next word): its meaning goes.
  await page.keyboard.press('Tab');
  await expect(page.getByText('What “\u2068école\u2069” means')).toHaveCount(0);

  // Back to the list: the story is there, labelled, and can be deleted after a confirmation.
  await page.getByRole('link', { name: 'All stories' }).click();
  const story = page.getByRole('listitem').filter({ hasText: 'Template, not AI' });
  await expect(story).toHaveCount(1);
  await expect(story).toContainText('maison, école, pomme');
  await story.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Story deleted')).toBeVisible();
  await expect(story).toHaveCount(0);
});
