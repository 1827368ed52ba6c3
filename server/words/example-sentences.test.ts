import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictionaryEntry } from '~/core/dictionary/dictionary-search';
import { CLOZE_GAP } from '~/core/study/cloze';
import type { StudySession } from '~/core/study/study-session';
import type { MyWord } from '~/core/words/my-word';
import { importShippedContent } from '~/server/dictionary/content/import-content';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// The shipped example sentences reach the learner: on the dictionary entry, on their copy of the word
// (GET /api/me/words/{id}) and on the word's card in a study session.

describe.each(testDbKinds)('example sentences on entries, words and cards (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  const start = new Date('2026-11-28T09:00:00Z');
  let clock = start;
  /** `hours` after the start, as an ISO time. */
  const later = (hours: number) => new Date(start.getTime() + hours * 3_600_000).toISOString();

  const json = async <T>(path: string, init: Parameters<TestApp['request']>[1] = {}) => {
    const response = await t.request(path, { token, ...init });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => clock;
    await importShippedContent(t.database.db, { limit: 200, now: new Date('2026-11-28T09:00:00Z') });
    token = (await t.createVerifiedUser('sentences@example.com')).token;
    await json('/api/me/profile', {
      method: 'PUT',
      json: { nativeLanguageCode: 'en', targetLanguageCode: 'de' },
    });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('shows the German sentence with its English translation, from the entry to the card', async () => {
    const word = await json<MyWord>('/api/me/words', {
      method: 'POST',
      json: { value: 'heute', languageCode: 'de' },
    });
    const expected = { text: 'Heute ist mein Geburtstag.', translations: { en: 'Today is my birthday.' } };
    expect(word.word.sentences).toEqual([expected]);
    expect((await json<MyWord>(`/api/me/words/${word.id}`)).word.sentences).toEqual([expected]);
    expect((await json<DictionaryEntry>(`/api/dictionary/${word.globalWordId}`)).sentences).toEqual([
      expected,
    ]);

    const session = await json<StudySession>('/api/me/sessions', {
      method: 'POST',
      json: { scope: 'new', method: 'flashcards' },
    });
    expect(session.items.map((item) => item.word.sentences)).toEqual([[expected]]);
  });

  it('asks typing for a word it knows as a sentence with a gap, its meaning beside it', async () => {
    const [heute] = (await json<{ items: MyWord[] }>('/api/me/words?q=heute')).items;
    // First answered once (a new word is asked as recognition), then studied again an hour later.
    await json('/api/me/reviews', {
      method: 'POST',
      json: {
        reviews: [{ id: crypto.randomUUID(), cardId: heute!.id, method: 'flashcards', rating: 1 }],
      },
    });
    clock = new Date(later(1));
    const session = await json<StudySession>('/api/me/sessions', {
      method: 'POST',
      json: { scope: 'due', method: 'typing' },
    });
    const item = session.items.find((one) => one.cardId === heute!.id)!;
    expect(item).toMatchObject({
      method: 'typing',
      direction: 'recall',
      prompt: {
        kind: 'sentence',
        text: `${CLOZE_GAP} ist mein Geburtstag.`,
        language: 'de',
        hint: { text: 'Today is my birthday.', language: 'en' },
      },
      answerLanguage: 'de',
    });
    const graded = await json<{ results: { grade: { correct: boolean } }[] }>('/api/me/reviews', {
      method: 'POST',
      json: {
        reviews: [
          {
            id: crypto.randomUUID(),
            cardId: heute!.id,
            sessionId: session.id,
            method: 'typing',
            direction: 'recall',
            typed: 'heute',
          },
        ],
      },
    });
    expect(graded.results[0]!.grade.correct).toBe(true);
  });

  it('gives a custom word no sentences rather than invented ones', async () => {
    const custom = await json<MyWord>('/api/me/words', {
      method: 'POST',
      json: {
        custom: true,
        value: 'Gartenzwerg',
        languageCode: 'de',
        translations: { en: ['garden gnome'] },
      },
    });
    expect(custom.word.sentences).toEqual([]);
  });
});
