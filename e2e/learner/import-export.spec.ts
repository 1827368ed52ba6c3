import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { buildAnkiPackage } from '~/server/test/anki-deck-builder';
import { expectNoAxeViolations } from '../support/axe';
import { learnerWithWords } from './study-support';

// A learner who studied French in Anki and kept a CSV list brings both in through Settings → Import,
// finds the words among theirs, and takes them out again as an Anki deck and a spreadsheet.
test.describe.configure({ timeout: 150_000 });

const day = 86_400_000;
const started = Date.parse('2026-09-01T18:00:00Z');

async function importThroughScreen(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('File to import').setInputFiles(file);
  await expect(page.getByRole('heading', { name: 'What will be imported' })).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 60_000 });
}

// The import the screen follows: its figures come before those of the recent imports listed below it.
const count = (page: Page, label: string) =>
  page.locator('dl > div').filter({ hasText: label }).locator('dd').first();

test('imports an Anki deck and a CSV list, finds the words, downloads the exports', async ({
  page,
  request,
}) => {
  await learnerWithWords(page, request, []);
  await page.goto('/dashboard/settings');
  await page.getByRole('link', { name: 'Import words' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import words' })).toBeVisible();
  // The words' language starts as the language being learned.
  await expect(page.getByLabel('Language of the words')).toHaveValue('fr');

  const deck = await buildAnkiPackage({
    layout: 'anki21b',
    notes: [
      {
        fields: ['maison', '<b>house</b> [sound:maison.mp3]'],
        tags: ['home'],
        reviews: [
          { at: new Date(started), ease: 3, type: 0 },
          { at: new Date(started + 10 * 60_000), ease: 3, type: 0 },
          { at: new Date(started + 3 * day), ease: 3 },
        ],
      },
      { fields: ['pomme', 'apple'] },
      { fields: ['boulangerie', 'bakery'] },
    ],
    media: { 'maison.mp3': Buffer.from('ID3') },
  });
  await page
    .getByLabel('File to import')
    .setInputFiles({ name: 'French.apkg', mimeType: 'application/octet-stream', buffer: deck });
  await expect(page.getByText('Read as: Anki deck')).toBeVisible();
  await expect(page.getByText('1 audio or picture files in this deck will not be imported.')).toBeVisible();
  await expect(page.getByRole('group', { name: /Basic · 3 notes/ })).toBeVisible();
  await expect(page.getByLabel('Word field')).toHaveValue('0');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 60_000 });
  await expect(count(page, 'Words added')).toHaveText('3');
  await expect(count(page, 'Reviews added')).toHaveText('3');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Import another file' }).click();
  await importThroughScreen(page, {
    name: 'list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('chat,cat\nchien,dog\nmaison,house\n'),
  });
  await expect(count(page, 'Words added')).toHaveText('2');
  await expect(count(page, 'Already in your words')).toHaveText('1');
  // The deck imported before is listed below the one just finished.
  const recent = page.getByRole('region', { name: 'Your recent imports' });
  await expect(recent.getByRole('heading', { name: 'French.apkg' })).toBeVisible();

  await page.getByRole('link', { name: 'See your words' }).click();
  for (const word of ['maison', 'pomme', 'boulangerie', 'chat', 'chien']) {
    await expect(page.getByRole('link', { name: word, exact: true })).toBeVisible();
  }
  await expect(page.getByText('5 words')).toBeVisible();

  // Back on the import page later, both imports are still there with their figures, newest first.
  await page.goBack();
  await expect(recent.getByRole('heading', { name: 'list.csv' })).toBeVisible();
  await expect(recent.getByRole('heading', { name: 'French.apkg' })).toBeVisible();
  await expect(recent.locator('dl > div').filter({ hasText: 'Words added' }).locator('dd')).toHaveText([
    '2',
    '3',
  ]);

  await page.goto('/dashboard/settings');
  const [apkg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download an Anki deck (.apkg)' }).click(),
  ]);
  expect(apkg.suggestedFilename()).toMatch(/^vocably-\d{4}-\d{2}-\d{2}\.apkg$/);
  expect((await readFile((await apkg.path())!)).subarray(0, 2).toString()).toBe('PK');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download a spreadsheet (.csv)' }).click(),
  ]);
  const text = await readFile((await csv.path())!, 'utf8');
  // A byte order mark first: spreadsheets then read the file as UTF-8.
  expect(text.split('\n')[0]).toBe('\uFEFFword,meaning,tags,status,due,stability');
  expect(text).toContain('maison');
  expect(text).toContain('chien,dog');
});

test('the import screen fits a 375 px wide phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await learnerWithWords(page, request, []);
  await page.goto('/dashboard/import');
  await page.getByLabel('File to import').setInputFiles({
    name: 'set.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('le chat noir qui dort sur le canapé\tthe black cat sleeping on the sofa\n'),
  });
  await expect(page.getByText('Read as: Quizlet set')).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
