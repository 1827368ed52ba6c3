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

const english = Object.fromEntries(Object.entries(french).map(([prompt, word]) => [word, prompt])) as Record<
  string,
  FrenchPrompt
>;

// A typing question may be one of the word's example sentences with the word left out; the gap is read
// out as "(gap)" (sr-only).
export const GAP = '_____';

/** The test's French word whose own example sentence is the one on screen with the gap filled. */
export async function gapAnswer(
  page: Page,
  prompt: string,
  words: readonly string[] = Object.values(french),
): Promise<string> {
  const gapped = prompt.replace('(gap)', '');
  for (const word of words) {
    const found = await page.request.get(`/api/me/words?q=${encodeURIComponent(word)}`);
    const items = (
      (await found.json()) as { items: { word: { value: string; sentences: { text: string }[] } }[] }
    ).items;
    const sentences = items.find((item) => item.word.value === word)?.word.sentences ?? [];
    // The gap may open the sentence, where the word is written with a capital.
    const filled = gapped.replace(GAP, word).toLowerCase();
    if (sentences.some((sentence) => sentence.text.toLowerCase() === filled)) return word;
  }
  throw new Error(`no word of the test's fills the gap in "${prompt}"`);
}

async function promptOnScreen(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
}

/**
 * What to answer the card on screen: the French word for an English prompt, the English meaning for a
 * French word (a new card is asked first as recognition).
 */
export async function expectedAnswer(page: Page): Promise<string> {
  const prompt = await promptOnScreen(page);
  if (prompt.includes(GAP)) return gapAnswer(page, prompt);
  const answer = french[prompt as FrenchPrompt] ?? english[prompt];
  expect(answer, `a prompt of the test's words, got "${prompt}"`).toBeTruthy();
  return answer!;
}

/** The French word of the card on screen, whichever way it is asked. */
export async function cardWord(page: Page): Promise<string> {
  const prompt = await promptOnScreen(page);
  const word = french[prompt as FrenchPrompt] ?? (english[prompt] ? prompt : undefined);
  expect(word, `a prompt of the test's words, got "${prompt}"`).toBeTruthy();
  return word!;
}

/**
 * Answers each card once through the API (Again, as a flashcard), so it has been recognised: from then
 * on it is asked the session's way (the meaning shown, the French word answered).
 */
export async function answeredOnce(page: Page, wordIds: readonly string[]) {
  const reviews = wordIds.map((cardId) => ({
    id: crypto.randomUUID(),
    cardId,
    method: 'flashcards',
    rating: 1,
  }));
  const sent = await page.request.post('/api/me/reviews', {
    data: { reviews },
    headers: { origin: appOrigin },
  });
  expect(sent.ok(), `reviews: ${sent.status()} ${await sent.text()}`).toBeTruthy();
}

export async function startStudy(page: Page, method: 'Flashcards' | 'Multiple choice' | 'Typing') {
  await page.goto('/dashboard/study');
  await page.getByRole('radio', { name: /Due now/ }).check();
  await page.getByRole('radio', { name: new RegExp(method) }).check();
  await page.getByRole('button', { name: 'Start studying' }).click();
  await expect(page.getByText(/^\d+ cards? left$/)).toBeVisible();
}
