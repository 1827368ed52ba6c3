import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyStudySet, MyStudySetDetail } from '~/core/sets/study-set';
import type { MyWordList } from '~/core/words/my-word';
import { testDbKinds } from '~/server/test/databases';
import {
  addDictionaryWord,
  call,
  FIXED_NOW,
  insertDictionaryWords,
  metadataTotals,
} from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

describe.each(testDbKinds)('learner study sets API (%s)', (kind) => {
  let t: TestApp;
  let ada: Awaited<ReturnType<TestApp['createVerifiedUser']>>;
  let wordIds: string[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => FIXED_NOW;
    ada = await t.createVerifiedUser('ada@example.com');
    const dictionary = await insertDictionaryWords(t, 3);
    wordIds = [];
    for (const entry of dictionary) wordIds.push((await addDictionaryWord(t, ada.token, entry.id)).id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates, renames, describes, fills, lists with counts, and deletes (the words stay)', async () => {
    const created = await call<MyStudySetDetail>(t, ada.token, '/api/me/study-sets', {
      method: 'POST',
      json: { name: 'Kitchen' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Kitchen', description: null, itemCount: 0, wordIds: [] });
    const id = created.body.id;
    expect(await metadataTotals(t, ada.userId)).toMatchObject({ words: 3, studySets: 1 });

    const renamed = await call<MyStudySetDetail>(t, ada.token, `/api/me/study-sets/${id}`, {
      method: 'PATCH',
      json: { name: 'Kitchen words', description: 'Things on the table' },
    });
    expect(renamed.body).toMatchObject({ name: 'Kitchen words', description: 'Things on the table' });

    for (const wordId of [wordIds[2]!, wordIds[0]!, wordIds[2]!]) {
      const put = await call<MyStudySetDetail>(t, ada.token, `/api/me/study-sets/${id}/words/${wordId}`, {
        method: 'PUT',
      });
      expect(put.status).toBe(200);
    }
    const read = await call<MyStudySetDetail>(t, ada.token, `/api/me/study-sets/${id}`);
    expect(read.body.wordIds).toEqual([wordIds[2], wordIds[0]]);
    const inSet = await call<MyWordList>(t, ada.token, `/api/me/words?studySetId=${id}`);
    expect(inSet.body.totalCount).toBe(2);

    const out = await call<MyStudySetDetail>(t, ada.token, `/api/me/study-sets/${id}/words/${wordIds[2]}`, {
      method: 'DELETE',
    });
    expect(out.body).toMatchObject({ itemCount: 1, wordIds: [wordIds[0]] });
    const notIn = await call(t, ada.token, `/api/me/study-sets/${id}/words/${wordIds[2]}`, {
      method: 'DELETE',
    });
    expect(notIn.status).toBe(404);
    expect(notIn.body.code).toBe('WORD_NOT_IN_SET');

    const list = await call<{ items: MyStudySet[] }>(t, ada.token, '/api/me/study-sets');
    expect(list.body.items).toEqual([expect.objectContaining({ id, itemCount: 1 })]);

    expect((await call(t, ada.token, `/api/me/study-sets/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(t, ada.token, `/api/me/study-sets/${id}`)).status).toBe(404);
    expect((await call<MyWordList>(t, ada.token, '/api/me/words')).body.totalCount).toBe(3);
    expect(await metadataTotals(t, ada.userId)).toMatchObject({ words: 3, studySets: 0 });
  });

  it('refuses an empty name, and the fifth set of a Free learner with LIMIT_REACHED', async () => {
    expect(
      (await call(t, ada.token, '/api/me/study-sets', { method: 'POST', json: { name: '  ' } })).status,
    ).toBe(400);
    for (let i = 1; i <= 4; i++) {
      const made = await call(t, ada.token, '/api/me/study-sets', {
        method: 'POST',
        json: { name: `Set ${i}` },
      });
      expect(made.status).toBe(201);
    }
    const fifth = await call(t, ada.token, '/api/me/study-sets', { method: 'POST', json: { name: 'Set 5' } });
    expect(fifth.status).toBe(403);
    expect(fifth.body.code).toBe('LIMIT_REACHED');
    expect(fifth.body.message).toMatch(/limit of 4 study sets\. Upgrade to Pro/);
    expect(await metadataTotals(t, ada.userId)).toMatchObject({ studySets: 4 });
  });
});
