import type { ReviewResults, ReviewSubmission } from '~/core/study/review';
import type { StudySession } from '~/core/study/study-session';
import type { MyWord } from '~/core/words/my-word';
import { insertWord } from './admin-fixtures';
import { addDictionaryWord, call, createSpanishLearner } from './learner-fixtures';
import type { TestApp } from './test-app';

// Studying test helpers: a small real Spanish dictionary with English translations, a learner who
// has added some of it, and calls that start sessions and answer cards.

export const spanishNouns = [
  ['casa', 'house', 'a dwelling that serves as living quarters for one or more families'],
  ['cosa', 'thing', 'a separate and self-contained entity'],
  ['perro', 'dog', 'a member of the genus Canis that has been domesticated by man'],
  ['gato', 'cat', 'feline mammal usually having thick soft fur and no ability to roar'],
  ['libro', 'book', 'a written work or composition that has been published'],
  ['corazón', 'heart', 'the locus of feelings and intuitions'],
  ['árbol', 'tree', 'a tall perennial woody plant having a main trunk and branches'],
  ['mariposa', 'butterfly', 'diurnal insect typically having a slender body with knobbed antennae'],
] as const;

export async function insertSpanishNouns(t: TestApp) {
  const rows = [];
  for (const [value, english, definition] of spanishNouns) {
    rows.push(
      await insertWord(t.database.db, {
        value,
        languageCode: 'es',
        definitions: [{ partOfSpeech: 'noun', definition, examples: [] }],
        translations: { en: [english] },
        synonyms: [],
      }),
    );
  }
  return rows;
}

/**
 * A verified learner (native English, learning Spanish) who has added the given dictionary words, in
 * that order; `tick` (say, advancing the test's clock) runs before each, so they are added in turn.
 */
export async function learnerWithWords(
  t: TestApp,
  email: string,
  globalWordIds: readonly string[],
  tick: () => void = () => {},
) {
  const learner = await createSpanishLearner(t, email);
  const words: MyWord[] = [];
  for (const id of globalWordIds) {
    tick();
    words.push(await addDictionaryWord(t, learner.token, id));
  }
  return { ...learner, words };
}

export async function startSession(t: TestApp, token: string, body: Record<string, unknown>) {
  return call<StudySession>(t, token, '/api/me/sessions', { method: 'POST', json: body });
}

export async function answer(
  t: TestApp,
  token: string,
  body: Partial<ReviewSubmission> | { reviews: Partial<ReviewSubmission>[] },
) {
  return call<ReviewResults>(t, token, '/api/me/reviews', { method: 'POST', json: body });
}

/** A flashcard answer with a fresh client id. */
export function flashcard(cardId: string, rating: 1 | 2 | 3 | 4, reviewedAt?: Date) {
  return {
    id: crypto.randomUUID(),
    cardId,
    method: 'flashcards' as const,
    rating,
    durationMs: 4000,
    ...(reviewedAt ? { reviewedAt: reviewedAt.toISOString() } : {}),
  };
}
