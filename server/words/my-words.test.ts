import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyWord, MyWordList } from '~/core/words/my-word';
import { globalWord, userWord } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import {
  addDictionaryWord,
  call,
  FIXED_NOW,
  insertDictionaryWords,
  metadataTotals,
  profileRowOf,
} from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

describe.each(testDbKinds)('learner words API (%s)', (kind) => {
  let t: TestApp;
  let ada: Awaited<ReturnType<TestApp['createVerifiedUser']>>;
  let dictionary: Awaited<ReturnType<typeof insertDictionaryWords>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => FIXED_NOW;
    ada = await t.createVerifiedUser('ada@example.com');
    dictionary = await insertDictionaryWords(t, 22);
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds a dictionary word as a snapshot that later dictionary edits do not change', async () => {
    const added = await addDictionaryWord(t, ada.token, dictionary[0]!.id);
    expect(added).toMatchObject({
      globalWordId: dictionary[0]!.id,
      custom: false,
      status: 'new',
      tags: [],
      word: { value: 'lexeme-00', languageCode: 'en', translations: { es: ['cosa'] }, synonyms: ['item'] },
    });
    await t.database.db
      .update(globalWord)
      .set({ synonyms: ['changed'] })
      .where(eq(globalWord.id, dictionary[0]!.id));
    const read = await call<MyWord>(t, ada.token, `/api/me/words/${added.id}`);
    expect(read.status).toBe(200);
    expect(read.body.word.synonyms).toEqual(['item']);
    expect(await metadataTotals(t, ada.userId)).toMatchObject({ words: 1 });
  });

  it('refuses a duplicate, by id or by spelling, with a clear message', async () => {
    const again = await call(t, ada.token, '/api/me/words', {
      method: 'POST',
      json: { globalWordId: dictionary[0]!.id },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'DUPLICATE_WORD',
      message: '"lexeme-00" (en) is already in your words.',
    });
    const bySpelling = await call(t, ada.token, '/api/me/words', {
      method: 'POST',
      json: { value: 'LEXEME-00', languageCode: 'en' },
    });
    expect(bySpelling.status).toBe(409);
  });

  it('adds a word by spelling when the dictionary has it, and refuses and counts one it lacks', async () => {
    const bySpelling = await call<MyWord>(t, ada.token, '/api/me/words', {
      method: 'POST',
      json: { value: 'lexeme-01', languageCode: 'en', tags: ['daily', 'daily', 'exam'] },
    });
    expect(bySpelling.status).toBe(201);
    expect(bySpelling.body).toMatchObject({ globalWordId: dictionary[1]!.id, tags: ['daily', 'exam'] });

    for (let i = 0; i < 2; i++) {
      const invalid = await call(t, ada.token, '/api/me/words', {
        method: 'POST',
        json: { value: 'blorptastic', languageCode: 'en' },
      });
      expect(invalid.status).toBe(422);
      expect(invalid.body.code).toBe('INVALID_WORD');
      expect(invalid.body.message).toMatch(/"blorptastic" is not in the English dictionary/);
    }
    expect((await profileRowOf(t, ada.userId))!.invalidWordAttempts).toEqual({
      'invalid_word_attempts_2026-11-23': 2,
    });
    expect(await metadataTotals(t, ada.userId)).toMatchObject({ words: 2 });
  });

  it('adds a custom word (needs a definition or translation) and refuses the same value twice', async () => {
    const empty = await call(t, ada.token, '/api/me/words', {
      method: 'POST',
      json: { custom: true, value: 'hygge', languageCode: 'en' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/at least one definition or translation/);
    const custom = await call<MyWord>(t, ada.token, '/api/me/words', {
      method: 'POST',
      json: { custom: true, value: 'hygge', languageCode: 'en', translations: { es: ['acogimiento'] } },
    });
    expect(custom.status).toBe(201);
    expect(custom.body).toMatchObject({ custom: true, globalWordId: null, word: { value: 'hygge' } });
    const twice = await call(t, ada.token, '/api/me/words', {
      method: 'POST',
      json: { custom: true, value: 'Hygge', languageCode: 'en', definitions: [{ definition: 'Cosiness' }] },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('DUPLICATE_WORD');
  });

  it('holds one spelling however its letters were composed: café typed with a combining accent is the same word', async () => {
    const bea = await t.createVerifiedUser('one.spelling@example.com');
    const composed = await call<MyWord>(t, bea.token, '/api/me/words', {
      method: 'POST',
      json: { custom: true, value: 'café  noir', languageCode: 'fr', translations: { en: ['black coffee'] } },
    });
    expect(composed.status).toBe(201);
    expect(composed.body.word.value).toBe('café noir');
    const combining = await call(t, bea.token, '/api/me/words', {
      method: 'POST',
      json: { custom: true, value: 'cafe\u0301 noir', languageCode: 'fr', translations: { en: ['coffee'] } },
    });
    expect(combining.status).toBe(409);
    expect(combining.body.code).toBe('DUPLICATE_WORD');
    const found = await call<{ totalCount: number }>(
      t,
      bea.token,
      `/api/me/words?q=${encodeURIComponent('cafe\u0301')}`,
    );
    expect(found.body.totalCount).toBe(1);
  });

  it('answers 404 for a dictionary id that does not exist and 400 for an unknown language', async () => {
    const missing = await call(t, ada.token, '/api/me/words', {
      method: 'POST',
      json: { globalWordId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    const language = await call(t, ada.token, '/api/me/words', {
      method: 'POST',
      json: { value: 'x', languageCode: 'xx' },
    });
    expect(language.status).toBe(400);
  });

  it('lists with filters and paging, updates tags, removes', async () => {
    const all = await call<MyWordList>(t, ada.token, '/api/me/words?limit=2');
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(3);
    expect(all.body.items).toHaveLength(2);
    expect(all.body.nextOffset).toBe(2);
    const last = await call<MyWordList>(t, ada.token, '/api/me/words?limit=2&offset=2');
    expect(last.body.items).toHaveLength(1);
    expect(last.body.nextOffset).toBeNull();

    const tagged = await call<MyWordList>(t, ada.token, '/api/me/words?tag=exam');
    expect(tagged.body.items.map((w) => w.word.value)).toEqual(['lexeme-01']);
    const text = await call<MyWordList>(t, ada.token, '/api/me/words?q=YGG');
    expect(text.body.items.map((w) => w.word.value)).toEqual(['hygge']);
    const status = await call<MyWordList>(t, ada.token, '/api/me/words?status=learned');
    expect(status.body.totalCount).toBe(0);
    const wildcard = await call<MyWordList>(t, ada.token, '/api/me/words?q=%25');
    expect(wildcard.body.totalCount).toBe(0);

    const word = tagged.body.items[0]!;
    const patched = await call<MyWord>(t, ada.token, `/api/me/words/${word.id}`, {
      method: 'PATCH',
      json: { tags: ['travel'] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.tags).toEqual(['travel']);

    const removed = await call(t, ada.token, `/api/me/words/${word.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await call(t, ada.token, `/api/me/words/${word.id}`)).status).toBe(404);
    expect((await call(t, ada.token, `/api/me/words/${word.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await metadataTotals(t, ada.userId)).toMatchObject({ words: 2 });
  });

  it('stops a Free learner at 20 words with LIMIT_REACHED, also when two adds race for the last place', async () => {
    const bea = await t.createVerifiedUser('bea@example.com');
    for (const entry of dictionary.slice(0, 19)) await addDictionaryWord(t, bea.token, entry.id);
    // Two concurrent adds for the 20th place: exactly one wins.
    const race = await Promise.all(
      [dictionary[19]!, dictionary[20]!].map((entry) =>
        call(t, bea.token, '/api/me/words', { method: 'POST', json: { globalWordId: entry.id } }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([201, 403]);
    const refused = race.find((r) => r.status === 403)!;
    expect(refused.body).toEqual({
      code: 'LIMIT_REACHED',
      message:
        'You have reached your limit of 20 words. Upgrade to Pro to keep 1,500+ words, or remove some first.',
      // What the English names, for the Hebrew page to say.
      details: { collection: 'words', limit: 20, tier: 'regularUser', renewsAt: null },
    });
    const rows = await t.database.db.select().from(userWord).where(eq(userWord.userId, bea.userId));
    expect(rows).toHaveLength(20);
    expect(await metadataTotals(t, bea.userId)).toMatchObject({ words: 20 });
    const custom = await call(t, bea.token, '/api/me/words', {
      method: 'POST',
      json: { custom: true, value: 'extra', languageCode: 'en', translations: { es: ['extra'] } },
    });
    expect(custom.status).toBe(403);
  });
});
