import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInAsDemoAdmin } from '../support/demo-admin';

// Words Management on the demo dictionary (~1,900 words in six languages).

const shots = process.env.E2E_SCREENSHOTS;

/** The "Total Words" card's figure; NaN while it still shows its loading dash. */
async function totalWords(page: Page) {
  const card = page.locator('div', { has: page.getByText('Total Words', { exact: true }) }).last();
  const digits = (await card.locator('p.text-2xl').textContent())?.replace(/[^\d]/g, '') ?? '';
  return digits === '' ? Number.NaN : Number(digits);
}

const rows = (page: Page) => page.getByTestId('list-table').locator('tbody tr');

/** Whether the table shows rows and every one's cell in `column` (1-based) passes `test`. */
async function everyCell(page: Page, column: number, test: (cell: string) => boolean) {
  const cells = await rows(page).locator(`td:nth-child(${column})`).allTextContents();
  return cells.length > 0 && cells.every(test);
}

test.beforeEach(async ({ page }) => {
  await signInAsDemoAdmin(page);
});

test('lists words with stats, filters by language and difficulty, searches and pages', async ({ page }) => {
  await page.goto('/admin/words');
  await expect(page.getByRole('heading', { name: 'Words Management', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage global word definitions and translations')).toBeVisible();
  for (const label of ['Total Words', 'Languages', 'Difficulty Levels', 'Recent Words']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect.poll(() => totalWords(page)).toBeGreaterThan(500);
  await expect(page.getByText('Entries in the dictionary (not the words learners keep)')).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText('Showing page 1 • 10 items • More available')).toBeVisible();
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/words-1280.png`, fullPage: true });

  // Page forward and back.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing page 2 • 10 items • More available')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Showing page 1 • 10 items • More available')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // A filter goes back to page 1 and keeps only that language.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByLabel('Language').selectOption('es');
  await expect(page).toHaveURL(/language=es/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText(/^Showing page 1/)).toBeVisible();
  // The language column: the code, and the name under it. Polled: the URL changes at once, while the
  // rows before the filter stay on screen until the filtered page arrives.
  await expect.poll(() => everyCell(page, 5, (cell) => cell === 'ESSpanish')).toBe(true);

  await page.getByLabel('Difficulty').selectOption('advanced');
  await expect(page).toHaveURL(/difficulty=advanced/);
  await expect.poll(() => everyCell(page, 6, (cell) => cell.includes('advanced'))).toBe(true);

  // Search (debounced, in the URL): the Spanish advanced "serendipia".
  await page.getByPlaceholder('Search words...').fill('serendipia');
  await expect(page).toHaveURL(/q=serendipia/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('serendipia');
  await expect(page.getByText('Showing page 1 • 1 item')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // The URL holds the state: a reload shows the same.
  await page.reload();
  await expect(page.getByPlaceholder('Search words...')).toHaveValue('serendipia');
  await expect(page.getByLabel('Language')).toHaveValue('es');
  await expect(rows(page)).toHaveCount(1);

  await page.getByPlaceholder('Search words...').fill('zzzz-no-such-word');
  await expect(page.getByText('No words found.')).toBeVisible();
});

test('shows every column: base form, phonetic, definition, translations, language, badges', async ({
  page,
}) => {
  await page.goto('/admin/words?q=house&language=en');
  const row = rows(page).filter({ has: page.getByText('house', { exact: true }) });
  await expect(row).toHaveCount(1);
  // WordNet has no transcriptions: no invented phonetic.
  await expect(row).not.toContainText('/house/');
  await expect(row).toContainText('a dwelling that serves as living quarters');
  // The shipped English entry: its Hebrew translation (English entries carry Hebrew, not the Romance languages).
  await expect(row.getByRole('list', { name: 'Translations' }).getByRole('listitem')).toHaveCount(1);
  await expect(row).toContainText('EN');
  await expect(row).toContainText('beginner');
  await expect(row).toContainText('high');
  await expect(row.getByRole('link', { name: 'View Details of house' })).toHaveAttribute(
    'href',
    /\/admin\/words\/.+/,
  );
});

test('bulk delete and single delete ask first, and the stats follow', async ({ page }) => {
  await page.goto('/admin/words?language=it&difficulty=advanced');
  await expect(rows(page).first()).toBeVisible();
  // The table can arrive before the stats (a dash read as 0 once made "before" 0 on a slow machine).
  await expect.poll(() => totalWords(page)).toBeGreaterThan(0);
  const before = await totalWords(page);
  const names = await rows(page).locator('td:nth-child(2) p.font-semibold').allTextContents();

  await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
  await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete 2 words?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 words deleted.')).toBeVisible();
  await expect.poll(() => totalWords(page)).toBe(before - 2);
  // Delete Selected went with the selection: the focus is on the page's title, not lost.
  await expect(page.getByRole('heading', { level: 1, name: 'Words Management' })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: `Select ${names[0]}`, exact: true })).toHaveCount(0);

  // Select all selects the page; cancelling the confirmation deletes nothing.
  await page.getByRole('checkbox', { name: 'Select all words on this page' }).check();
  const count = await rows(page).count();
  await page.getByRole('button', { name: `Delete Selected (${count})` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('checkbox', { name: 'Select all words on this page' }).uncheck();
  await expect(page.getByRole('button', { name: /Delete Selected/ })).toHaveCount(0);

  const victim = names[2] as string;
  await page.getByRole('button', { name: `Delete Word ${victim}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this word?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => totalWords(page)).toBe(before - 3);
  await expect(page.getByRole('button', { name: `Delete Word ${victim}` })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Words Management' })).toBeFocused();
});

test('cards on a phone show the same columns', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/words?q=house&language=en');
  const cards = page.getByTestId('list-cards');
  await expect(cards.getByText('a dwelling that serves as living quarters')).toBeVisible();
  await expect(cards.getByRole('link', { name: 'View Details of house' })).toBeVisible();
  await expect(cards.getByRole('button', { name: 'Delete Word house' })).toBeVisible();
  await expect(page.getByTestId('list-table')).toBeHidden();
  await expectNoAxeViolations(page);
  if (shots) {
    await page.goto('/admin/words');
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/words-375.png`, fullPage: true });
  }
});

test('a page past the last (an old link, its last word deleted) goes back to a page with words', async ({
  page,
}) => {
  await page.goto('/admin');
  await page.goto('/admin/words?page=900');
  await expect(page).not.toHaveURL(/page=/, { timeout: 15_000 });
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByText('No words found.')).toHaveCount(0);
  // Both steps back took the old link's place in the history: Back leaves the list.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
