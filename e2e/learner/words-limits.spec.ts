import { expect, type Page, test } from '@playwright/test';
import { getPlan } from '~/core/plans/plans';
import { expectNoAxeViolations } from '../support/axe';
import { learnerWithWords } from './study-support';
import { addCustomWords, createSetThroughApi } from './words-support';

// A Free learner at the plan's limits gets the server's message, which names the limit, and the way
// to Pro: adding a dictionary word, a custom word, or creating a study set. Never a generic error.
test.describe.configure({ timeout: 150_000 });

const free = getPlan('free').limits;
const shots = process.env.E2E_SCREENSHOTS;

/** With E2E_SCREENSHOTS=<dir>, the notice at a laptop's and a phone's width. */
async function pictures(page: Page, name: string) {
  if (!shots) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
}

test('the words limit shows the server’s message and the upgrade path', async ({ page, request }) => {
  await learnerWithWords(page, request, []);
  await addCustomWords(
    page,
    Array.from({ length: free.words.value }, (_, index) => `mot${index + 1}`),
  );
  await page.goto('/dashboard/words');
  await expect(page.getByText(`${free.words.value} words`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the dictionary' }).fill('maison');
  await page.getByRole('button', { name: 'Add maison', exact: true }).click();
  const notice = page.getByRole('alert');
  await expect(notice.getByRole('heading', { name: 'Plan limit reached' })).toBeVisible();
  await expect(notice).toContainText(`You have reached your limit of ${free.words.value} words.`);
  await expect(notice).toContainText('Upgrade to Pro');
  await expect(notice.getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('button', { name: 'Add maison', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await pictures(page, 'words-limit');

  await page.getByRole('tab', { name: 'Your own word' }).click();
  await page.getByLabel('Word', { exact: true }).fill('boulangerie');
  await page.getByLabel(/^Translation\s*\(optional\)/).fill('bakery');
  await page.getByRole('button', { name: 'Add word' }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toContainText(
    `You have reached your limit of ${free.words.value} words.`,
  );
});

test('the study sets limit shows the server’s message and the upgrade path', async ({ page, request }) => {
  await learnerWithWords(page, request, []);
  for (let set = 1; set <= free.studySets.value; set++) await createSetThroughApi(page, `Set ${set}`);
  await page.goto('/dashboard/sets');
  await expect(page.getByRole('link', { name: `Open Set ${free.studySets.value}` })).toBeVisible();
  await page.getByLabel('Name').fill('One too many');
  await page.getByRole('button', { name: 'Create set' }).click();
  const notice = page.getByRole('alert');
  await expect(notice.getByRole('heading', { name: 'Plan limit reached' })).toBeVisible();
  await expect(notice).toContainText(`You have reached your limit of ${free.studySets.value} study sets.`);
  await expect(notice.getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing');
  await expectNoAxeViolations(page);
  await pictures(page, 'sets-limit');
});
