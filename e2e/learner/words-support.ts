import { expect, type Page } from '@playwright/test';
import { appOrigin } from '../support/origin';

// The words and study sets journeys' helpers: arranging data through the API with the page's own
// session, and the screens' checks.

const headers = { origin: appOrigin };

/** The learner's own French words with an English translation, added through the API. */
export async function addCustomWords(page: Page, values: readonly string[], tags: string[] = []) {
  const ids: string[] = [];
  for (const value of values) {
    const added = await page.request.post('/api/me/words', {
      data: { custom: true, value, languageCode: 'fr', translations: { en: [`${value} in English`] }, tags },
      headers,
    });
    expect(added.ok(), `${value}: ${added.status()} ${await added.text()}`).toBeTruthy();
    ids.push(((await added.json()) as { id: string }).id);
  }
  return ids;
}

export async function createSetThroughApi(page: Page, name: string, wordIds: readonly string[] = []) {
  const created = await page.request.post('/api/me/study-sets', { data: { name }, headers });
  expect(created.ok(), `${name}: ${created.status()}`).toBeTruthy();
  const { id } = (await created.json()) as { id: string };
  for (const wordId of wordIds) {
    const put = await page.request.put(`/api/me/study-sets/${id}/words/${wordId}`, { headers });
    expect(put.ok()).toBeTruthy();
  }
  return id;
}

/** The page's heading is there and nothing is still loading. */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
}
