import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInAsDemoAdmin } from '../support/demo-admin';

// The word detail page and its editors, on the demo dictionary's curated English words. Each test
// edits its own word so that tests never see each other's changes.

const shots = process.env.E2E_SCREENSHOTS;
const BANNER = 'You have unsaved changes. Click "Save Changes" to apply them.';

async function openWord(page: Page, value: string) {
  await page.goto(`/admin/words?q=${encodeURIComponent(value)}&language=en`);
  await page
    .getByTestId('list-table')
    .getByRole('link', { name: `View Details of ${value}`, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: value, level: 1 })).toBeVisible();
}

const editor = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function save(page: Page, region: ReturnType<typeof editor>) {
  await region.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes saved.').first()).toBeVisible();
  await expect(region.getByText('Unsaved', { exact: true })).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await signInAsDemoAdmin(page);
});

test('detail page: header, stat cards, tabs and metadata; axe finds nothing', async ({ page }) => {
  await openWord(page, 'advice');
  await expect(page.getByText('a proposal for an appropriate course of action').first()).toBeVisible();
  for (const label of ['Definitions', 'Languages', 'Synonyms', 'Examples']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  for (const tab of ['Definitions', 'Translations', 'Synonyms', 'Examples', 'Variants', 'Metadata']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/word-detail-1280.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Metadata' }).click();
  for (const label of [
    'Word ID',
    'Language Code',
    'Difficulty',
    'Frequency',
    'Created',
    'Last Updated',
    'Base Form',
  ]) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  // WordNet has no transcriptions, so there is no phonetic to show (never an invented "/advice/").
  await expect(page.getByRole('term').filter({ hasText: /^Phonetic/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Translations' }).click();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await page.getByRole('tab', { name: 'Translations' }).click();
  await expect(page.getByRole('heading', { name: 'Translations' })).toBeVisible();
  await expectNoAxeViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/word-detail-375.png`, fullPage: true });
});

test('unknown word: "Word not found"; a failing API: "Failed to load word details"', async ({ page }) => {
  await page.goto('/admin/words/no-such-word-id');
  await expect(page.getByRole('heading', { name: 'Word not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Words' })).toHaveAttribute('href', '/admin/words');

  await page.route('**/api/admin/words/some-id', (route) =>
    route.fulfill({ status: 500, json: { message: 'Boom', code: 'INTERNAL' } }),
  );
  await page.goto('/admin/words/some-id');
  await expect(page.getByRole('heading', { name: 'Failed to load word details' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'Back to Words' }).click();
  await expect(page.getByRole('heading', { name: 'Words Management' })).toBeVisible();
});

test('definitions with the mouse: add, edit, move, delete (asks first); save persists', async ({ page }) => {
  await openWord(page, 'river');
  const region = editor(page, 'Definitions');
  const items = region
    .getByRole('list', { name: 'Definitions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Edit definition/ }) });
  await expect(items).toHaveCount(1);

  await region.getByRole('button', { name: 'Add Definition' }).click();
  await region.getByLabel('Part of speech').fill('Verb');
  await region.getByRole('textbox', { name: 'Definition', exact: true }).fill('  to connect two things  ');
  await region.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText('verb');
  await expect(items.nth(1)).toContainText('to connect two things');
  await expect(region.getByText('Unsaved', { exact: true })).toBeVisible();
  await expect(region.getByText(BANNER)).toBeVisible();
  await expect(page.getByRole('tab', { name: /Definitions.*unsaved/ })).toBeVisible();

  // The first cannot go up, the last cannot go down.
  await expect(region.getByRole('button', { name: 'Move definition 1 up' })).toBeDisabled();
  await expect(region.getByRole('button', { name: 'Move definition 2 down' })).toBeDisabled();
  await region.getByRole('button', { name: 'Move definition 2 up' }).click();
  await expect(items.nth(0)).toContainText('to connect two things');
  await expect(region.getByRole('button', { name: 'Move definition 1 down' })).toBeFocused();

  await region.getByRole('button', { name: 'Edit definition 1' }).click();
  await region.getByRole('textbox', { name: 'Definition', exact: true }).fill('to join two sides');
  await region.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(items.nth(0)).toContainText('to join two sides');
  await expect(region.getByRole('button', { name: 'Edit definition 1' })).toBeFocused();

  // Empty text is refused.
  await region.getByRole('button', { name: 'Add Definition' }).click();
  await region.getByLabel('Part of speech').fill('noun');
  await region.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(region.getByText('Definition is required')).toBeVisible();
  await region.getByRole('button', { name: 'Cancel editing definition' }).click();
  await expect(region.getByRole('button', { name: 'Add Definition' })).toBeFocused();

  // Save, then the word reloads and a page reload shows the same.
  const savingSeen = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/definitions'));
  await save(page, region);
  await savingSeen;
  await page.reload();
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('to join two sides');
  await expect(items.nth(1)).toContainText('a large natural stream of water');

  // Delete asks first, in the editors' own words.
  await region.getByRole('button', { name: 'Delete definition 1' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Are you sure you want to delete this definition? This will also delete all its examples.',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(items).toHaveCount(1);
  await save(page, region);
  await page.reload();
  await expect(items).toHaveCount(1);
  await expect(page.getByText('to join two sides')).toHaveCount(0);
});

test('definitions with the keyboard: Enter saves, Shift+Enter does not, Escape cancels; Cancel reverts', async ({
  page,
}) => {
  await openWord(page, 'kitchen');
  const region = editor(page, 'Definitions');
  const items = region
    .getByRole('list', { name: 'Definitions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Edit definition/ }) });

  await region.getByRole('button', { name: 'Add Definition' }).focus();
  await page.keyboard.press('Enter');
  await expect(region.getByLabel('Part of speech')).toBeFocused();
  await page.keyboard.type('Phrasal Noun');
  await page.keyboard.press('Tab');
  await expect(region.getByRole('textbox', { name: 'Definition', exact: true })).toBeFocused();
  await page.keyboard.type('a long trip');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('by land');
  await expect(region.getByRole('textbox', { name: 'Definition', exact: true })).toHaveValue(
    'a long trip\nby land',
  );
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText('phrasal noun');
  await expect(region.getByRole('button', { name: 'Edit definition 2' })).toBeFocused();

  // Escape cancels an edit and leaves the text as it was.
  await page.keyboard.press('Enter');
  await expect(region.getByLabel('Part of speech')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('textbox', { name: 'Definition', exact: true })).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('changed my mind');
  await page.keyboard.press('Escape');
  await expect(items.nth(1)).toContainText('a long trip');
  await expect(region.getByRole('button', { name: 'Edit definition 2' })).toBeFocused();

  // Cancel reverts every local change.
  await region.getByRole('button', { name: 'Cancel' }).click();
  await expect(items).toHaveCount(1);
  await expect(region.getByText(BANNER)).toHaveCount(0);
  await page.reload();
  await expect(items).toHaveCount(1);
});

test('examples of a definition: Enter adds, Escape cancels an edit, empty is refused; save persists', async ({
  page,
}) => {
  await openWord(page, 'achieve');
  await page.getByRole('tab', { name: 'Examples' }).click();
  const region = editor(page, '1. verb: to gain with effort');
  const list = region.getByRole('list', { name: 'Examples of definition 1' });
  await expect(list.getByRole('listitem')).toHaveCount(1);

  const input = region.getByLabel('New example');
  await input.fill('   ');
  await input.press('Enter');
  await expect(region.getByText('The example cannot be empty')).toBeVisible();
  await input.fill('  Knowledge is power.  ');
  await input.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('Knowledge is power.');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');

  await region.getByRole('button', { name: 'Edit example: Knowledge is power.' }).click();
  await region.getByRole('textbox', { name: 'Edit example' }).fill('Something else');
  await region.getByRole('textbox', { name: 'Edit example' }).press('Escape');
  await expect(list).toContainText('Knowledge is power.');
  await expect(region.getByRole('button', { name: 'Edit example: Knowledge is power.' })).toBeFocused();

  await region.getByRole('button', { name: 'Edit example: Knowledge is power.' }).click();
  await region.getByRole('textbox', { name: 'Edit example' }).fill('Knowledge grows when shared.');
  await region.getByRole('textbox', { name: 'Edit example' }).press('Enter');
  await expect(list).toContainText('Knowledge grows when shared.');

  await save(page, region);
  await page.reload();
  await page.getByRole('tab', { name: 'Examples' }).click();
  await expect(list).toContainText('Knowledge grows when shared.');
  await expect(page.getByText('Examples', { exact: true }).first()).toBeVisible();
});

test('translations: add a language, the code rules, remove the last, delete a language (asks first)', async ({
  page,
}) => {
  await openWord(page, 'weather');
  await page.getByRole('tab', { name: 'Translations' }).click();
  const region = editor(page, 'Translations');
  const code = region.getByLabel('Language code');
  const first = region.getByLabel('First translation');

  await code.fill('abcdef');
  await first.fill('x');
  await region.getByRole('button', { name: 'Add Language' }).click();
  await expect(region.getByText('Language code must be at most 5 characters')).toBeVisible();
  await code.fill(' ES ');
  await region.getByRole('button', { name: 'Add Language' }).click();
  await expect(region.getByText('Spanish (es) is already present')).toBeVisible();
  await code.fill(' JA ');
  await first.fill('  ');
  await first.press('Enter');
  await expect(region.getByText('The first translation is required')).toBeVisible();
  await first.fill('天気');
  await first.press('Enter');
  await expect(region.getByRole('heading', { name: 'Japanese (ja)' })).toBeVisible();
  await expect(code).toBeFocused();

  // A second Japanese translation, then remove both: the language goes with the last.
  await region.getByLabel('New Japanese translation').fill('天候');
  await region.getByLabel('New Japanese translation').press('Enter');
  await region.getByRole('button', { name: 'Delete Japanese translation: 天気' }).click();
  await expect(region.getByRole('heading', { name: 'Japanese (ja)' })).toBeVisible();
  await region.getByRole('button', { name: 'Delete Japanese translation: 天候' }).click();
  await expect(region.getByRole('heading', { name: 'Japanese (ja)' })).toHaveCount(0);

  await region.getByRole('button', { name: 'Delete all German translations' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Are you sure you want to delete all German translations?',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(region.getByRole('heading', { name: 'German (de)' })).toHaveCount(0);

  await code.fill('ko');
  await first.fill('날씨');
  await region.getByRole('button', { name: 'Add Language' }).click();
  await save(page, region);
  await page.reload();
  await page.getByRole('tab', { name: 'Translations' }).click();
  await expect(region.getByRole('heading', { name: 'Korean (ko)' })).toBeVisible();
  await expect(region.getByRole('heading', { name: 'German (de)' })).toHaveCount(0);
  await expect(region.getByRole('heading', { name: 'Spanish (es)' })).toBeVisible();
});

test('synonyms and variants: duplicates refused with their messages, the add button disabled', async ({
  page,
}) => {
  await openWord(page, 'house');
  await page.getByRole('tab', { name: 'Synonyms' }).click();
  const synonyms = editor(page, 'Synonyms');
  const newSynonym = synonyms.getByLabel('New synonym');
  // The shipped entry has no synonyms: two first, then the duplicates of them.
  for (const synonym of ['firm', 'business firm']) {
    await newSynonym.fill(synonym);
    await newSynonym.press('Enter');
  }
  await expect(synonyms.getByRole('list', { name: 'Synonyms' }).getByRole('listitem')).toHaveCount(2);
  await newSynonym.fill(' Firm ');
  await expect(synonyms.getByText('This synonym already exists')).toBeVisible();
  await expect(synonyms.getByRole('button', { name: 'Add synonym' })).toBeDisabled();
  await newSynonym.press('Enter');
  await expect(synonyms.getByRole('list', { name: 'Synonyms' }).getByRole('listitem')).toHaveCount(2);
  await newSynonym.fill('  residence ');
  await expect(synonyms.getByRole('button', { name: 'Add synonym' })).toBeEnabled();
  await newSynonym.press('Enter');
  await expect(synonyms.getByRole('list', { name: 'Synonyms' })).toContainText('residence');
  // Editing a row into another row's value is refused too.
  await synonyms.getByRole('button', { name: 'Edit synonym: residence' }).click();
  await synonyms.getByRole('textbox', { name: 'Edit synonym' }).fill('business firm');
  await synonyms.getByRole('textbox', { name: 'Edit synonym' }).press('Enter');
  await expect(synonyms.getByText('This synonym already exists')).toBeVisible();
  await synonyms.getByRole('textbox', { name: 'Edit synonym' }).press('Escape');
  await save(page, synonyms);

  await page.getByRole('tab', { name: 'Variants' }).click();
  const variants = editor(page, 'Variants');
  await variants.getByLabel('New variant').fill('houses');
  await variants.getByRole('button', { name: 'Add variant' }).click();
  await variants.getByLabel('New variant').fill('HOUSES');
  await expect(variants.getByText('This variant already exists')).toBeVisible();
  await expect(variants.getByRole('button', { name: 'Add variant' })).toBeDisabled();
  await variants.getByLabel('New variant').fill("house's");
  await variants.getByRole('button', { name: 'Add variant' }).click();
  await variants.getByRole('button', { name: 'Delete variant: houses' }).click();
  await expect(variants.getByRole('button', { name: "Edit variant: house's" })).toBeFocused();
  await save(page, variants);

  await page.reload();
  await page.getByRole('tab', { name: 'Synonyms' }).click();
  await expect(synonyms.getByRole('list', { name: 'Synonyms' })).toContainText('residence');
  await page.getByRole('tab', { name: 'Variants' }).click();
  await expect(variants.getByRole('list', { name: 'Variants' }).getByRole('listitem')).toHaveText([
    "house's",
  ]);
});

test('a failed save keeps the changes; leaving with unsaved changes asks first', async ({ page }) => {
  await openWord(page, 'society');
  await page.getByRole('tab', { name: 'Synonyms' }).click();
  const region = editor(page, 'Synonyms');
  await region.getByLabel('New synonym').fill('community');
  await region.getByLabel('New synonym').press('Enter');

  await page.route('**/api/admin/words/*/synonyms', (route) =>
    route.fulfill({ status: 500, json: { message: 'The database is on a break', code: 'INTERNAL' } }),
  );
  await region.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('The database is on a break')).toBeVisible();
  await expect(region.getByText('Unsaved', { exact: true })).toBeVisible();
  await expect(region.getByRole('list', { name: 'Synonyms' })).toContainText('community');
  await page.unroute('**/api/admin/words/*/synonyms');

  await page.getByRole('link', { name: 'Back to Words' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('You have unsaved changes on this word.');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('heading', { name: 'society', level: 1 })).toBeVisible();
  await expect(region.getByRole('list', { name: 'Synonyms' })).toContainText('community');

  await page.getByRole('link', { name: 'Back to Words' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave Page' }).click();
  await expect(page.getByRole('heading', { name: 'Words Management' })).toBeVisible();
});

test('two administrators edit the same word: the second save gets the conflict message', async ({
  browser,
}) => {
  const first = await browser.newPage();
  const second = await browser.newPage();
  for (const page of [first, second]) {
    await signInAsDemoAdmin(page);
    await openWord(page, 'health');
    await page.getByRole('tab', { name: 'Synonyms' }).click();
  }
  await editor(first, 'Synonyms').getByLabel('New synonym').fill('fitness');
  await editor(first, 'Synonyms').getByLabel('New synonym').press('Enter');
  await editor(second, 'Synonyms').getByLabel('New synonym').fill('wellbeing');
  await editor(second, 'Synonyms').getByLabel('New synonym').press('Enter');

  await save(first, editor(first, 'Synonyms'));
  await editor(second, 'Synonyms').getByRole('button', { name: 'Save Changes' }).click();
  const alert = editor(second, 'Synonyms').getByRole('alert').filter({ hasText: 'changed by someone else' });
  await expect(alert).toContainText(
    'This word was changed by someone else. Reload it to see the latest version.',
  );
  await expect(editor(second, 'Synonyms').getByText('Unsaved', { exact: true })).toBeVisible();

  await alert.getByRole('button', { name: 'Reload' }).click();
  const list = editor(second, 'Synonyms').getByRole('list', { name: 'Synonyms' });
  await expect(list).toContainText('fitness');
  await expect(list).not.toContainText('wellbeing');
  await expect(editor(second, 'Synonyms').getByText('Unsaved', { exact: true })).toHaveCount(0);
  await first.close();
  await second.close();
});

test('a save refused by someone else’s save, whose reload fails, keeps the word and every unsaved change on screen', async ({
  page,
}) => {
  await openWord(page, 'garden');
  await page.getByRole('tab', { name: 'Variants' }).click();
  const variants = editor(page, 'Variants');
  await variants.getByLabel('New variant').fill('gardens');
  await variants.getByLabel('New variant').press('Enter');
  await page.getByRole('tab', { name: 'Synonyms' }).click();
  const synonyms = editor(page, 'Synonyms');
  await synonyms.getByLabel('New synonym').fill('plot');
  await synonyms.getByLabel('New synonym').press('Enter');
  // The synonyms' save meets a change by someone else, and the word cannot be read again (the
  // server is down): the page reloads at once after such a refusal, and says that this failed.
  await page.route('**/api/admin/words/*/**', (route) =>
    route.request().method() === 'GET'
      ? route.continue()
      : route.fulfill({
          status: 409,
          json: { message: 'This word was changed by someone else.', code: 'VERSION_CONFLICT' },
        }),
  );
  await page.route('**/api/admin/words/*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, json: { message: 'Boom', code: 'INTERNAL' } })
      : route.continue(),
  );
  await synonyms.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('loading their changes failed', { exact: false })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'Failed to load word details' })).toHaveCount(0);
  await expect(synonyms.getByText('plot')).toBeVisible();
  await expect(synonyms.getByText('Unsaved', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Variants' }).click();
  await expect(variants.getByRole('list', { name: 'Variants' }).getByText('gardens')).toBeVisible();
  await expect(variants.getByText('Unsaved', { exact: true })).toBeVisible();
});

test('while a row is open for editing, the other rows cannot move or go (the edit saves to its place)', async ({
  page,
}) => {
  await openWord(page, 'window');
  const definitions = editor(page, 'Definitions');
  await definitions.getByRole('button', { name: 'Add Definition' }).click();
  await definitions.getByLabel('Part of speech').fill('noun');
  await definitions.getByRole('textbox', { name: 'Definition', exact: true }).fill('a pane of glass');
  await definitions.getByRole('button', { name: 'Add', exact: true }).click();
  await definitions
    .getByRole('button', { name: /^Edit definition/ })
    .nth(1)
    .click();
  await expect(definitions.getByRole('button', { name: 'Move definition 1 down' })).toBeDisabled();
  await expect(definitions.getByRole('button', { name: 'Delete definition 1' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Synonyms' }).click();
  const synonyms = editor(page, 'Synonyms');
  for (const synonym of ['pane', 'casement', 'opening']) {
    await synonyms.getByLabel('New synonym').fill(synonym);
    await synonyms.getByLabel('New synonym').press('Enter');
  }
  await synonyms.getByRole('button', { name: 'Edit synonym: casement' }).click();
  await expect(synonyms.getByRole('button', { name: 'Delete synonym: pane' })).toBeDisabled();
  await expect(synonyms.getByRole('button', { name: 'Edit synonym: opening' })).toBeDisabled();
  await synonyms.getByRole('button', { name: 'Cancel editing synonym' }).click();
  await expect(synonyms.getByRole('button', { name: 'Delete synonym: pane' })).toBeEnabled();
});
