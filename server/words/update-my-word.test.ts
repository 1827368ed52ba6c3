import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORTED_VALUE_LENGTH, MAX_TAGS, type MyWord, type MyWordList } from '~/core/words/my-word';
import { studySetItem, userWord } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { addDictionaryWord, call, FIXED_NOW, insertDictionaryWords } from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

describe.each(testDbKinds)('changing one of your words (%s)', (kind) => {
  let t: TestApp;
  let dictionary: Awaited<ReturnType<typeof insertDictionaryWords>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => FIXED_NOW;
    dictionary = await insertDictionaryWords(t, 3, 'edit');
  });
  afterAll(async () => {
    await t.close();
  });

  const patch = (token: string, id: string, json: unknown) =>
    call<MyWord>(t, token, `/api/me/words/${id}`, { method: 'PATCH', json });

  const addCustom = async (token: string, json: Record<string, unknown>) => {
    const added = await call<MyWord>(t, token, '/api/me/words', {
      method: 'POST',
      json: { custom: true, languageCode: 'fr', ...json },
    });
    expect(added.status).toBe(201);
    return added.body;
  };

  describe('tags', () => {
    it('keeps both tags when two changes were made from the same earlier read', async () => {
      const ada = await t.createVerifiedUser('two.devices@example.com');
      const word = await addDictionaryWord(t, ada.token, dictionary[0]!.id);
      // The phone and the web page both read the word with no tags, then each adds one.
      const phone = await patch(ada.token, word.id, { addTags: ['verbs'] });
      const web = await patch(ada.token, word.id, { addTags: ['travel'] });
      expect(phone.status).toBe(200);
      expect(web.status).toBe(200);
      expect(web.body.tags).toEqual(['verbs', 'travel']);
      const removed = await patch(ada.token, word.id, { removeTags: ['VERBS'] });
      expect(removed.body.tags).toEqual(['travel']);
      // The apps' whole-list form still works.
      const replaced = await patch(ada.token, word.id, { tags: ['a', 'b'] });
      expect(replaced.body.tags).toEqual(['a', 'b']);
      expect((await patch(ada.token, word.id, { tags: ['a'], addTags: ['b'] })).status).toBe(400);
      expect((await patch(ada.token, word.id, {})).status).toBe(400);
    });

    it('treats tags without regard to case: no second spelling, and the filter finds either', async () => {
      const bea = await t.createVerifiedUser('tag.case@example.com');
      const word = await addDictionaryWord(t, bea.token, dictionary[0]!.id);
      await patch(bea.token, word.id, { addTags: ['Travel'] });
      const again = await patch(bea.token, word.id, { addTags: ['travel', 'TRAVEL'] });
      expect(again.body.tags).toEqual(['Travel']);
      expect((await patch(bea.token, word.id, { tags: ['Food', 'food'] })).body.tags).toEqual(['Food']);
      await patch(bea.token, word.id, { tags: ['Travel'] });
      const found = await call<MyWordList>(t, bea.token, '/api/me/words?tag=travel');
      expect(found.body.items.map((item) => item.id)).toEqual([word.id]);
    });

    it(`refuses a change that would leave more than ${MAX_TAGS} tags with TOO_MANY_TAGS`, async () => {
      const cleo = await t.createVerifiedUser('many.tags@example.com');
      const word = await addDictionaryWord(t, cleo.token, dictionary[0]!.id);
      const twenty = Array.from({ length: MAX_TAGS }, (_, i) => `t${i}`);
      expect((await patch(cleo.token, word.id, { addTags: twenty })).status).toBe(200);
      const refused = await patch(cleo.token, word.id, { addTags: ['one more'] });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('TOO_MANY_TAGS');
      // One the word has already (in any case) adds nothing, so it is no refusal.
      expect((await patch(cleo.token, word.id, { addTags: ['T0'] })).status).toBe(200);
      const replaced = await patch(cleo.token, word.id, { tags: [...twenty, 'one more'] });
      expect(replaced.body.code).toBe('TOO_MANY_TAGS');
    });
  });

  describe('a custom word’s content', () => {
    it('changes, keeping the card, its progress and its study sets', async () => {
      const dan = await t.createVerifiedUser('edit.custom@example.com');
      const word = await addCustom(dan.token, {
        value: 'chein',
        translations: { en: ['dog'] },
        tags: ['pets'],
      });
      await t.database.db
        .update(userWord)
        .set({ cardState: 'review', reps: 4, stability: 12.5, dueAt: new Date('2026-12-01T00:00:00Z') })
        .where(eq(userWord.id, word.id));
      const set = await call<{ id: string }>(t, dan.token, '/api/me/study-sets', {
        method: 'POST',
        json: { name: 'Animals' },
      });
      const joined = await call(t, dan.token, `/api/me/study-sets/${set.body.id}/words/${word.id}`, {
        method: 'PUT',
      });
      expect(joined.status).toBeLessThan(300);
      const before = await call<MyWord>(t, dan.token, `/api/me/words/${word.id}`);

      const edited = await patch(dan.token, word.id, {
        value: 'chien',
        definitions: [{ partOfSpeech: 'noun', definition: 'A dog', examples: ['Le chien dort.'] }],
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        id: word.id,
        custom: true,
        tags: ['pets'],
        word: {
          value: 'chien',
          languageCode: 'fr',
          translations: { en: ['dog'] },
          definitions: [{ partOfSpeech: 'noun', definition: 'A dog', examples: ['Le chien dort.'] }],
        },
      });
      expect(edited.body.card).toEqual(before.body.card);
      expect(edited.body.card).toMatchObject({ state: 'review', reps: 4, stability: 12.5 });
      const items = await t.database.db
        .select()
        .from(studySetItem)
        .where(eq(studySetItem.userWordId, word.id));
      expect(items).toHaveLength(1);
    });

    it('keeps and accepts what an import stored, past the limits of a word added by hand', async () => {
      const fay = await t.createVerifiedUser('edit.imported@example.com');
      const word = await addCustom(fay.token, { value: 'partire', translations: { en: ['to leave'] } });
      // An import keeps a note's whole meaning as one translation, up to 2000 characters.
      const meaning = `to leave, to go away; ${'x'.repeat(1478)}`;
      expect(meaning).toHaveLength(1500);
      const [row] = await t.database.db.select().from(userWord).where(eq(userWord.id, word.id));
      await t.database.db
        .update(userWord)
        .set({ word: { ...row!.word, translations: { en: [meaning] } } })
        .where(eq(userWord.id, word.id));

      const renamed = await patch(fay.token, word.id, { value: 'partir' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.word).toMatchObject({ value: 'partir', translations: { en: [meaning] } });
      // The translations sent whole, the imported one as it is and one more.
      const added = await patch(fay.token, word.id, { translations: { en: [meaning, 'to depart'] } });
      expect(added.status).toBe(200);
      expect(added.body.word.translations).toEqual({ en: [meaning, 'to depart'] });
      const longValue = 'p'.repeat(MAX_IMPORTED_VALUE_LENGTH);
      expect((await patch(fay.token, word.id, { value: longValue })).body.word.value).toBe(longValue);
    });

    it('refuses content for a dictionary word, a value held already, and a word left without meaning', async () => {
      const eve = await t.createVerifiedUser('edit.refused@example.com');
      const dictionaryWord = await addDictionaryWord(t, eve.token, dictionary[1]!.id);
      const notCustom = await patch(eve.token, dictionaryWord.id, { value: 'mine now' });
      expect(notCustom.status).toBe(409);
      expect(notCustom.body.code).toBe('NOT_CUSTOM_WORD');

      await addCustom(eve.token, { value: 'maison', translations: { en: ['house'] } });
      const other = await addCustom(eve.token, { value: 'masion', translations: { en: ['house'] } });
      const duplicate = await patch(eve.token, other.id, { value: 'Maison' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.code).toBe('DUPLICATE_WORD');
      // Its own value, in another case, is no duplicate of itself.
      expect((await patch(eve.token, other.id, { value: 'Masion' })).status).toBe(200);

      const empty = await patch(eve.token, other.id, { translations: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toMatch(/^definitions: A custom word needs at least one definition/);
      const tooLong = await patch(eve.token, other.id, { value: 'x'.repeat(MAX_IMPORTED_VALUE_LENGTH + 1) });
      expect(tooLong.status).toBe(400);
      expect((await call<MyWord>(t, eve.token, `/api/me/words/${other.id}`)).body.word.value).toBe('Masion');
    });

    it('moves a word to another language, unless that language holds the same value already', async () => {
      const flo = await t.createVerifiedUser('edit.language@example.com');
      const french = await addCustom(flo.token, { value: 'pasta', translations: { en: ['dough'] } });
      const moved = await patch(flo.token, french.id, { languageCode: 'it' });
      expect(moved.status).toBe(200);
      expect(moved.body.word).toMatchObject({ value: 'pasta', languageCode: 'it' });
      expect((await call<MyWordList>(t, flo.token, '/api/me/words?q=pasta')).body.totalCount).toBe(1);
      // A French "pasta" can be added now, and then the Italian one cannot move back onto it.
      const again = await addCustom(flo.token, { value: 'pasta', translations: { en: ['paste'] } });
      const back = await patch(flo.token, french.id, { languageCode: 'fr' });
      expect(back.status).toBe(409);
      expect(back.body.code).toBe('DUPLICATE_WORD');
      expect((await call<MyWord>(t, flo.token, `/api/me/words/${again.id}`)).body.word.languageCode).toBe(
        'fr',
      );
      expect((await patch(flo.token, french.id, { languageCode: 'xx' })).status).toBe(400);
    });
  });
});
