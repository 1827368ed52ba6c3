import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectFits, setScheme } from '../support/screen';
import { learnerWithWords } from './study-support';
import { addCustomWords, createSetThroughApi, settled } from './words-support';

// A learner cleaning up after an import chooses several words on the Words page and removes them in
// one go, by keyboard: the list, its count and the study set that held them follow; the choosing
// bar fits a phone in English and Hebrew.
test.describe.configure({ timeout: 150_000 });

test('choose several words by keyboard and remove them together; the count and the study set follow', async ({
  page,
  request,
}) => {
  await learnerWithWords(page, request, []);
  const ids = await addCustomWords(page, ['aéroport', 'billet', 'valise', 'plage', 'hôtel']);
  const setId = await createSetThroughApi(page, 'Holidays', ids.slice(0, 3));
  await page.goto('/dashboard/words');
  await settled(page);
  await expect(page.getByText('5 words')).toBeVisible();

  await page.getByRole('button', { name: 'Select words' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'Select all shown' })).toBeFocused();
  // valise and billet (the list is newest first: hôtel, plage, valise, billet, aéroport).
  for (const word of ['valise', 'billet']) {
    await page.getByRole('checkbox', { name: `Select ${word}` }).focus();
    await page.keyboard.press('Space');
  }
  await expect(page.getByText('2 selected')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Remove selected (2)' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Remove 2 words?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByText('2 words were removed.')).toBeVisible();
  await expect(page.getByText('3 words', { exact: true })).toBeVisible();
  for (const word of ['valise', 'billet'])
    await expect(page.getByRole('link', { name: word, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'aéroport', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'My words' })).toBeFocused();

  // The study set lost the two words and kept the third.
  const set = await page.request.get(`/api/me/study-sets/${setId}`);
  expect(((await set.json()) as { wordIds: string[] }).wordIds).toEqual([ids[0]]);
  // After a reload the server's list agrees.
  await page.reload();
  await settled(page);
  await expect(page.getByText('3 words', { exact: true })).toBeVisible();

  // Choosing, then choosing all, on a phone in Hebrew, dark.
  await setScheme(page, 'dark', 'he');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/words');
  await settled(page);
  await page.getByRole('button', { name: 'בחירת מילים' }).click();
  await page.getByRole('checkbox', { name: 'בחירת כל המילים המוצגות' }).check();
  await expect(page.getByText('נבחרו 3 מילים')).toBeVisible();
  await expect(page.getByRole('button', { name: 'הסרת המילים שנבחרו (3)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFits(page, 'choosing words in Hebrew at 375 px');
  await page.getByRole('button', { name: 'סיום' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});
