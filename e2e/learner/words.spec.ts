import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { learnerWithWords } from './study-support';
import { settled } from './words-support';

// A learner learning French builds their words: five from the dictionary with one click each and one
// of their own, filters them, opens one, puts three in a new study set and starts studying the set.
test.describe.configure({ timeout: 150_000 });

const dictionaryWords = ['maison', 'école', 'pomme', 'chien', 'arbre'] as const;

test('add words from the dictionary and a custom word, filter, open one, make a set and study it', async ({
  page,
  request,
}) => {
  await learnerWithWords(page, request, []);
  await page.goto('/dashboard/words');
  await expect(page.getByRole('heading', { level: 1, name: 'Your words' })).toBeVisible();
  await expect(page.getByText('You have no words yet.', { exact: false })).toBeVisible();
  // The dictionary searched is the learner's target language.
  await expect(page.getByLabel('Dictionary', { exact: true })).toHaveValue('fr');
  await expectNoAxeViolations(page);

  const search = page.getByRole('searchbox', { name: 'Search the dictionary' });
  for (const word of dictionaryWords) {
    await search.fill(word);
    const add = page.getByRole('button', { name: `Add ${word}`, exact: true });
    await expect(add).toBeVisible();
    await add.click();
    await expect(page.getByRole('button', { name: `Added: ${word}`, exact: true })).toHaveText('Added');
  }
  await expect(page.locator('li').filter({ hasText: 'a dwelling' }).first()).toBeHidden();
  // The results carry definition snippets.
  await search.fill('maison');
  await expect(page.getByRole('list', { name: 'Search the dictionary' })).toContainText(/dwelling|house/);
  await expectNoAxeViolations(page);
  await expect(page.getByText('5 words')).toBeVisible();

  // A custom word: the API's messages first, then added.
  await page.getByRole('tab', { name: 'Your own word' }).click();
  await page.getByRole('button', { name: 'Add word' }).click();
  await expect(page.getByText('The word is required')).toBeVisible();
  await expect(page.getByText('A custom word needs at least one definition or translation')).toBeVisible();
  await expect(page.getByLabel('Word', { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel('Word', { exact: true }).fill('boulangerie');
  await page.getByLabel(/^Definition/).fill('A shop where bread is baked and sold.');
  await page.getByLabel(/^Translation\s*\(optional\)/).fill('bakery');
  await page.getByLabel(/^Tags/).fill('food, town');
  await page.getByRole('button', { name: 'Add word' }).click();
  await expect(page.getByText('“boulangerie” was added to your words.')).toBeVisible();
  await expect(page.getByText('6 words')).toBeVisible();

  // A word the dictionary lacks goes on to the own-word form, typed word and language carried over.
  await page.getByRole('tab', { name: 'From the dictionary' }).click();
  await search.fill('viennoiserie');
  await expect(page.getByText('No dictionary word matches “viennoiserie”.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Add it as your own word' }).click();
  await expect(page.getByRole('tab', { name: 'Your own word' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Word', { exact: true })).toHaveValue('viennoiserie');
  await expect(page.getByLabel(/^Definition/)).toBeFocused();
  await page.getByLabel(/^Translation\s*\(optional\)/).fill('pastries');
  await page.getByRole('button', { name: 'Add word' }).click();
  await expect(page.getByText('“viennoiserie” was added to your words.')).toBeVisible();
  await expect(page.getByText('7 words')).toBeVisible();

  // Filters live in the URL.
  await page.getByLabel('Tag', { exact: true }).fill('food');
  await expect(page).toHaveURL(/tag=food/);
  await expect(page.getByText('1 word', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'boulangerie', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue('food');
  await expect(page.getByText('1 word', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Status').selectOption('learned');
  await expect(page).toHaveURL(/status=learned/);
  await expect(page.getByText('No words match these filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption('new');
  await expect(page.getByText('7 words')).toBeVisible();
  // The learner's own words are searched (kept in the URL, beside the other filters).
  const mine = page.getByRole('searchbox', { name: 'Search your words' });
  await mine.fill('boul');
  await expect(page).toHaveURL(/q=boul/);
  await expect(page.getByText('1 word', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'boulangerie', exact: true })).toBeVisible();
  await mine.fill('zzz');
  await expect(page.getByText('None of your words match “zzz” with these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(mine).toBeFocused();
  await expect(page.getByText('7 words')).toBeVisible();

  // A word's detail: meaning, schedule and (empty) history, and a way to study it.
  await page.getByRole('link', { name: 'Details of maison' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'maison' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Definitions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await expect(page.getByText('Not studied yet')).toBeVisible();
  await expect(page.getByText('No reviews yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Study now' })).toHaveAttribute('href', /scope=new/);
  await page.getByLabel('New tag').fill('home');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByRole('button', { name: 'Remove tag home' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);

  // A study set with three of the words, then studied.
  await page.goto('/dashboard/sets');
  await expect(page.getByRole('heading', { level: 1, name: 'Study sets' })).toBeVisible();
  await expect(page.getByText('No study sets yet.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Name').fill('Around the house');
  await page.getByLabel(/^Description/).fill('Things at home');
  await page.getByRole('button', { name: 'Create set' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sets\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Around the house' })).toBeVisible();
  await expect(page.getByText('Add words to study this set.')).toBeVisible();
  for (const word of ['maison', 'pomme', 'arbre']) {
    await page.getByRole('checkbox', { name: new RegExp(word) }).check();
    await expect(page.getByText(`${word} added to the set`)).toBeVisible();
  }
  const inSet = page.locator('section[aria-labelledby="set-words"]');
  await expect(inSet.getByRole('link')).toHaveCount(3);
  await expect(page.getByText('3 words', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: /arbre/ }).uncheck();
  await expect(inSet.getByRole('link')).toHaveCount(2);
  await inSet.getByRole('button', { name: 'Take pomme out of the set' }).click();
  await expect(inSet.getByRole('link')).toHaveCount(1);
  await page.getByRole('checkbox', { name: /pomme/ }).check();
  await page.getByRole('checkbox', { name: /école/ }).check();
  await expect(inSet.getByRole('link')).toHaveCount(3);
  await settled(page);
  await expectNoAxeViolations(page);

  // Renamed, then studied: the study screen starts with the set's three cards.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Name').fill('Home words');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home words' })).toBeVisible();
  await page.getByRole('link', { name: 'Flashcards' }).click();
  await expect(page).toHaveURL(/scope=set&set=[0-9a-f-]+&method=flashcards/);
  await expect(page.getByText('3 cards left')).toBeVisible();

  // The words list filters by the set too.
  await page.goto('/dashboard/words');
  await page.getByLabel('Study set').selectOption({ label: 'Home words' });
  await expect(page).toHaveURL(/set=/);
  await expect(page.getByText('3 words', { exact: true })).toBeVisible();

  // Deleting the set keeps its words.
  await page.goto('/dashboard/sets');
  await page.getByRole('button', { name: 'Delete Home words' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Study set deleted')).toBeVisible();
  await expect(page.getByText('No study sets yet.', { exact: false })).toBeVisible();
});

test('keyboard only: search the dictionary, add a word, open it and tag it', async ({ page, request }) => {
  await learnerWithWords(page, request, []);
  await page.goto('/dashboard/words');
  await expect(page.getByRole('heading', { level: 1, name: 'Your words' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the dictionary' }).focus();
  await page.keyboard.type('pomme');
  const add = page.getByRole('button', { name: 'Add pomme', exact: true });
  await expect(add).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  const added = page.getByRole('button', { name: 'Added: pomme', exact: true });
  await expect(added).toBeFocused();
  // The new word is first in the list; Tab reaches its link.
  const link = page.getByRole('link', { name: 'pomme', exact: true });
  await expect(link).toBeVisible();
  for (let step = 0; step < 12 && !(await link.evaluate((el) => el === document.activeElement)); step++)
    await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'pomme' })).toBeVisible();
  await page.getByLabel('New tag').focus();
  await page.keyboard.type('fruit');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove tag fruit' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove tag fruit' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('No tags yet.')).toBeVisible();
  await expect(page.getByLabel('New tag')).toBeFocused();

  // Removed after a confirmation: the list is empty and focus is on it.
  await page.getByRole('link', { name: 'All words' }).click();
  await page.getByRole('button', { name: 'Remove pomme' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Remove “pomme”?' });
  await expect(dialog).toContainText('Its study progress and its place in your study sets go with it.');
  await dialog.getByRole('button', { name: 'Remove' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('“pomme” was removed.')).toBeVisible();
  await expect(page.getByText('You have no words yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My words' })).toBeFocused();
});
