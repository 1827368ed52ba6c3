import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictionaryEntry } from '~/core/dictionary/dictionary-search';
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

  const json = async <T>(path: string, init: Parameters<TestApp['request']>[1] = {}) => {
    const response = await t.request(path, { token, ...init });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
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
