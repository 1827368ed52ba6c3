import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signedInLearner } from '../support/accounts';
import { appOrigin } from '../support/origin';

// The study journeys' learner: signed up, verified, signed in in the page, native English, learning
// French, with words from the demo dictionary (its curated French nouns, each with one English
// translation). API calls go through the page's own session cookie.

/** English prompt → French answer, from the demo dictionary (server/db/factories/curated-words.ts). */
export const french = {
  house: 'maison',
  school: 'école',
  window: 'fenêtre',
  apple: 'pomme',
  key: 'clé',
  dog: 'chien',
  tree: 'arbre',
  bread: 'pain',
} as const;

export type FrenchPrompt = keyof typeof french;

export async function learnerWithWords(
  page: Page,
  request: APIRequestContext,
  prompts: readonly FrenchPrompt[],
  profile: { nativeLanguageCode: string; targetLanguageCode: string } = {
    nativeLanguageCode: 'en',
    targetLanguageCode: 'fr',
  },
) {
  const account = await signedInLearner(page, request);
  const headers = { origin: appOrigin };
  const saved = await page.request.put('/api/me/profile', { data: profile, headers });
  expect(saved.ok(), `profile: ${saved.status()}`).toBeTruthy();
  const wordIds: string[] = [];
  for (const prompt of prompts) {
    const added = await page.request.post('/api/me/words', {
      data: { value: french[prompt], languageCode: 'fr' },
      headers,
    });
    expect(added.ok(), `${french[prompt]}: ${added.status()} ${await added.text()}`).toBeTruthy();
    wordIds.push(((await added.json()) as { id: string }).id);
  }
  return { ...account, wordIds };
}

/** The French answer to the English prompt on screen. */
export async function expectedAnswer(page: Page): Promise<string> {
  const prompt = (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
  const answer = french[prompt as FrenchPrompt];
  expect(answer, `a prompt of the test's words, got "${prompt}"`).toBeTruthy();
  return answer;
}

export async function startStudy(page: Page, method: 'Flashcards' | 'Multiple choice' | 'Typing') {
  await page.goto('/dashboard/study');
  await page.getByRole('radio', { name: /Due now/ }).check();
  await page.getByRole('radio', { name: new RegExp(method) }).check();
  await page.getByRole('button', { name: 'Start studying' }).click();
  await expect(page.getByText(/^\d+ cards? left$/)).toBeVisible();
}
