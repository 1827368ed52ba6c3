import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signedInLearner } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { appOrigin } from '../support/origin';
import { expectCountsOutsideTheirAxes } from './chart-support';

// The key screens in Hebrew: right to left, translated, and a typed Hebrew answer's diff right to left.
test.describe.configure({ timeout: 120_000 });

/** A Hebrew speaker learning French, with their own words translated into Hebrew. */
async function hebrewLearner(page: Page, request: APIRequestContext) {
  await page.addInitScript(() => localStorage.setItem('vocably-language', 'he'));
  await signedInLearner(page, request);
  const headers = { origin: appOrigin };
  await page.request.put('/api/me/profile', {
    data: { nativeLanguageCode: 'he', targetLanguageCode: 'fr' },
    headers,
  });
  for (const [value, hebrew] of [
    ['maison', 'בית'],
    ['pomme', 'תפוח'],
    ['livre', 'ספר'],
  ] as const) {
    const added = await page.request.post('/api/me/words', {
      data: { custom: true, value, languageCode: 'fr', translations: { he: [hebrew] } },
      headers,
    });
    expect(added.ok(), await added.text()).toBeTruthy();
  }
}

test('study, statistics and stories in Hebrew', async ({ page, request }) => {
  await hebrewLearner(page, request);

  await page.goto('/dashboard/study');
  await expect(page.getByRole('heading', { level: 1, name: 'תרגול' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expectNoAxeViolations(page);

  // Typing the Hebrew meaning of a French word, one letter short: "almost", and the diff reads RTL.
  await page.goto('/dashboard/study?scope=due&method=typing&dir=recognise');
  await expect(page.getByText(/^(נשאר כרטיס אחד|נשארו (שני|\d+) כרטיסים)$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'maison' })).toHaveAttribute('dir', 'ltr');
  const field = page.getByLabel('התשובה שלך');
  await expect(field).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('group', { name: 'תווים מיוחדים' }).getByRole('button')).toHaveCount(27);
  await field.fill('בת');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'כמעט: טעות הקלדה קטנה אחת. נחשב כ״קשה״.' })).toBeVisible();
  await expect(page.getByTestId('typing-diff')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('typing-diff').locator('ins')).toContainText('י');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'הבא' }).click();

  await page.goto('/dashboard/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'סטטיסטיקה' })).toBeVisible();
  await expect(page.getByText('תרגלת ביום אחד בשנה האחרונה.')).toBeVisible();
  await expect(page.locator('section[aria-labelledby="reviews-per-day"] svg').first()).toBeVisible();
  // Right to left the count axis stands on the right, its numbers beyond it.
  await expectCountsOutsideTheirAxes(page, 'right');
  // The first achievement is announced here; axe looks at the page once its toast has gone.
  await expect(page.getByText('הישג חדש: חזרה ראשונה')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);

  await page.goto('/dashboard/stories');
  await expect(page.getByRole('heading', { level: 1, name: 'סיפורים' })).toBeVisible();
  await expect(page.getByText('צריך לבחור עוד 3 מילים: סיפור צריך לפחות 3 מילים.')).toBeVisible();
  await expectNoAxeViolations(page);
});
