import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddCollectionResult, CollectionDetail, CollectionList } from '~/core/collections/collection';
import type { MyStudySetDetail } from '~/core/sets/study-set';
import type { MyWordList } from '~/core/words/my-word';
import { readContentRows, upsertContentRows } from '~/server/dictionary/content/import-content';
import { testDbKinds } from '~/server/test/databases';
import { call, FIXED_NOW, metadataTotals } from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// The collections API over the shipped Spanish dictionary (all of it: theme words reach past the commonest thousand).

describe.each(testDbKinds)('collections API (%s)', (kind) => {
  let t: TestApp;
  const learner = async (email: string, nativeLanguageCode = 'en') => {
    const user = await t.createVerifiedUser(email);
    const put = await call(t, user.token, '/api/me/profile', {
      method: 'PUT',
      json: { nativeLanguageCode, targetLanguageCode: 'es' },
    });
    expect(put.status).toBe(200);
    return user;
  };
  const add = (token: string, id: string) =>
    call<AddCollectionResult>(t, token, `/api/me/collections/${id}`, { method: 'POST' });

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => FIXED_NOW;
    await upsertContentRows(t.database.db, readContentRows('es'), FIXED_NOW);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('lists a language’s tiers and themes for anyone, in English, with word counts and levels', async () => {
    const response = await t.request('/api/collections?language=es');
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as CollectionList;
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items[0]).toEqual({
      id: 'es-first-100',
      languageCode: 'es',
      kind: 'frequency',
      level: 'A1',
      name: 'The first 100 words',
      description: expect.any(String),
      wordCount: 100,
    });
    expect(items.find((item) => item.id === 'es-words-601-1000')).toMatchObject({
      level: 'A2',
      wordCount: 400,
    });
    expect(items.find((item) => item.id === 'es-colours')).toMatchObject({ kind: 'theme', name: 'Colours' });
    expect(items.every((item) => item.wordCount >= 10)).toBe(true);
  });

  it('speaks Hebrew to a Hebrew-speaking learner: names and meanings', async () => {
    const dana = await learner('dana@example.com', 'he');
    const list = await call<CollectionList>(t, dana.token, '/api/collections?language=es');
    expect(list.body.items.find((item) => item.id === 'es-colours')?.name).toBe('צבעים');
    const colours = await call<CollectionDetail>(t, dana.token, '/api/collections/es-colours');
    const rojo = colours.body.words.find((word) => word.lemma === 'rojo');
    expect(rojo?.meaning).toMatch(/[\u0590-\u05ff]/);
  });

  it('names collections in the page’s language when it says one, whoever asks', async () => {
    const visitor = await t.request('/api/collections?language=es&locale=he');
    const { items } = (await visitor.json()) as CollectionList;
    expect(items[0]?.name).toBe('100 המילים הראשונות');
    const dana = (await t.createVerifiedUser('dana-en@example.com')).token;
    const english = await call<CollectionDetail>(t, dana, '/api/collections/es-colours?locale=en');
    expect(english.body.name).toBe('Colours');
    expect((await t.request('/api/collections/es-colours?locale=fr')).status).toBe(400);
  });

  it('previews a collection’s words with part of speech and English meaning', async () => {
    const response = await t.request('/api/collections/es-colours');
    expect(response.status).toBe(200);
    const detail = (await response.json()) as CollectionDetail;
    expect(detail.wordCount).toBe(detail.words.length);
    expect(detail.words[0]).toEqual({
      globalWordId: expect.any(String),
      lemma: 'rojo',
      partOfSpeech: 'adjective',
      meaning: expect.stringContaining('red'),
    });
    expect(new Set(detail.words.map((word) => word.lemma)).size).toBe(detail.words.length);
  });

  it('refuses a language not taught (400), and an unknown collection (404)', async () => {
    expect((await t.request('/api/collections?language=ru')).status).toBe(400);
    expect((await t.request('/api/collections')).status).toBe(400);
    for (const id of ['es-pets', 'ru-colours', 'xx-first-100']) {
      const response = await t.request(`/api/collections/${id}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('COLLECTION_NOT_FOUND');
    }
    expect((await t.request('/api/collections/Not%20an%20id')).status).toBe(400);
    const ada = await learner('ada-404@example.com');
    expect((await add(ada.token, 'es-pets')).status).toBe(404);
  });

  it('refuses a collection none of whose words the dictionary holds (409), making no study set', async () => {
    const bo = await learner('bo.empty@example.com');
    // Only Spanish content is loaded here: a French collection has no entries.
    const empty = await add(bo.token, 'fr-colours');
    expect(empty.status).toBe(409);
    expect(empty.body).toMatchObject({ code: 'COLLECTION_EMPTY' });
    const sets = await call<{ items: unknown[] }>(t, bo.token, '/api/me/study-sets');
    expect(sets.body.items).toEqual([]);
  });

  it('refuses to add without a session', async () => {
    const response = await t.request('/api/me/collections/es-colours', { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it('adds a collection as a study set; adding it again fills the same set and copies nothing', async () => {
    const ada = await learner('ada@example.com');
    const rojo = (await call<CollectionDetail>(t, ada.token, '/api/collections/es-colours')).body.words[0]!;
    const own = await call(t, ada.token, '/api/me/words', {
      method: 'POST',
      json: { globalWordId: rojo.globalWordId },
    });
    expect(own.status).toBe(201);

    const first = await add(ada.token, 'es-colours');
    expect(first.status).toBe(201);
    const size = first.body.added + first.body.alreadyHad;
    expect(first.body).toMatchObject({ newSet: true, alreadyHad: 1, notAdded: 0, limit: null });
    expect(size).toBeGreaterThanOrEqual(15);
    const set = await call<MyStudySetDetail>(t, ada.token, `/api/me/study-sets/${first.body.studySetId}`);
    expect(set.body).toMatchObject({ name: 'Colours', itemCount: size });
    expect(set.body.wordIds[0]).toBe((own.body as { id: string }).id);

    const again = await add(ada.token, 'es-colours');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      studySetId: first.body.studySetId,
      newSet: false,
      added: 0,
      alreadyHad: size,
    });
    const words = await call<MyWordList>(t, ada.token, '/api/me/words');
    expect(words.body.totalCount).toBe(size);
    expect(await metadataTotals(t, ada.userId)).toMatchObject({ words: size, studySets: 1 });

    // Deleting the set forgets the add: the next one makes a new set from the words already held.
    await call(t, ada.token, `/api/me/study-sets/${first.body.studySetId}`, { method: 'DELETE' });
    const after = await add(ada.token, 'es-colours');
    expect(after.status).toBe(201);
    expect(after.body).toMatchObject({ newSet: true, added: 0, alreadyHad: size });
  });

  it('stops a Free learner at the word limit part way, says the limit and the way to Pro', async () => {
    const bo = await learner('bo@example.com');
    const result = await add(bo.token, 'es-first-100');
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ added: 20, alreadyHad: 0, notAdded: 80 });
    expect(result.body.limit).toEqual({ words: 20, message: expect.stringContaining('Pro') });
    const set = await call<MyStudySetDetail>(t, bo.token, `/api/me/study-sets/${result.body.studySetId}`);
    expect(set.body.itemCount).toBe(20);

    // At the limit, a collection none of whose words the learner holds would make an empty set:
    // it is refused with the words' limit, and no set is made.
    const more = await add(bo.token, 'es-colours');
    expect(more.status).toBe(403);
    expect(more.body).toMatchObject({
      code: 'LIMIT_REACHED',
      details: { collection: 'words', limit: 20, tier: 'regularUser' },
    });
    const sets = await call<{ items: unknown[] }>(t, bo.token, '/api/me/study-sets');
    expect(sets.body.items).toHaveLength(1);
    expect(await metadataTotals(t, bo.userId)).toMatchObject({ words: 20, studySets: 1 });

    // A collection with words already held still becomes a set of those, and says what was left out.
    await call(t, bo.token, `/api/me/study-sets/${result.body.studySetId}`, { method: 'DELETE' });
    const again = await add(bo.token, 'es-first-100');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ added: 0, alreadyHad: 20, notAdded: 80, limit: { words: 20 } });
  });

  it('refuses a new set past the study-set limit, adding no word', async () => {
    const cy = await learner('cy@example.com');
    for (const name of ['a', 'b', 'c', 'd']) {
      expect((await call(t, cy.token, '/api/me/study-sets', { method: 'POST', json: { name } })).status).toBe(
        201,
      );
    }
    const refused = await add(cy.token, 'es-numbers');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('LIMIT_REACHED');
    expect((await call<MyWordList>(t, cy.token, '/api/me/words')).body.totalCount).toBe(0);
  });
});
