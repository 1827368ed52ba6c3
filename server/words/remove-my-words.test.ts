import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyStudySetDetail } from '~/core/sets/study-set';
import type { MyWordList, RemovedMyWords } from '~/core/words/my-word';
import { userWord } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import {
  addDictionaryWord,
  call,
  FIXED_NOW,
  insertDictionaryWords,
  metadataTotals,
} from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

describe.each(testDbKinds)('removing several words at once (%s)', (kind) => {
  let t: TestApp;
  let dictionary: Awaited<ReturnType<typeof insertDictionaryWords>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => FIXED_NOW;
    dictionary = await insertDictionaryWords(t, 6);
  });
  afterAll(async () => {
    await t.close();
  });

  const bulkRemove = (token: string, wordIds: unknown) =>
    call<RemovedMyWords>(t, token, '/api/me/words/bulk-remove', { method: 'POST', json: { wordIds } });

  it('removes the chosen words with their places in study sets, passes over ids that are not the learner’s, and keeps the totals', async () => {
    const ada = await t.createVerifiedUser('ada-bulk@example.com');
    const bea = await t.createVerifiedUser('bea-bulk@example.com');
    const adas = [];
    for (const entry of dictionary.slice(0, 4)) adas.push(await addDictionaryWord(t, ada.token, entry.id));
    const beas = await addDictionaryWord(t, bea.token, dictionary[0]!.id);
    const set = await call<MyStudySetDetail>(t, ada.token, '/api/me/study-sets', {
      method: 'POST',
      json: { name: 'Kitchen' },
    });
    for (const word of adas.slice(0, 3))
      await call(t, ada.token, `/api/me/study-sets/${set.body.id}/words/${word.id}`, { method: 'PUT' });
    const [first, second, third, fourth] = adas.map((word) => word.id);
    const gone = crypto.randomUUID();

    // Bea's word and an id that was never a word are passed over; the first id twice counts once.
    const removed = await bulkRemove(ada.token, [first, second, beas.id, gone, first]);
    expect(removed.status).toBe(200);
    expect([...removed.body.removedIds].sort()).toEqual([first, second].sort());

    const left = await call<MyWordList>(t, ada.token, '/api/me/words');
    expect(left.body.items.map((word) => word.id).sort()).toEqual([third, fourth].sort());
    const inSet = await call<MyStudySetDetail>(t, ada.token, `/api/me/study-sets/${set.body.id}`);
    expect(inSet.body.wordIds).toEqual([third]);
    expect(await metadataTotals(t, ada.userId)).toMatchObject({ words: 2 });
    // Bea's word is untouched.
    const beaRows = await t.database.db.select().from(userWord).where(eq(userWord.userId, bea.userId));
    expect(beaRows.map((row) => row.id)).toEqual([beas.id]);

    // The same request again (a retry after a lost answer) removes nothing more and is not refused.
    const again = await bulkRemove(ada.token, [first, second]);
    expect(again.status).toBe(200);
    expect(again.body.removedIds).toEqual([]);
  });

  it('refuses an empty list, more than a hundred ids and ids that are not ids, changing nothing', async () => {
    const cy = await t.createVerifiedUser('cy-bulk@example.com');
    const word = await addDictionaryWord(t, cy.token, dictionary[5]!.id);
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    for (const wordIds of [[], tooMany, [word.id, 'not-an-id'], word.id]) {
      const refused = await bulkRemove(cy.token, wordIds);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await call<MyWordList>(t, cy.token, '/api/me/words')).body.totalCount).toBe(1);
  });

  it('answers 401 without a session', async () => {
    const anonymous = await t.app.request('/api/me/words/bulk-remove', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ wordIds: [crypto.randomUUID()] }),
    });
    expect(anonymous.status).toBe(401);
  });
});
