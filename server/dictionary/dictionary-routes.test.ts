import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DICTIONARY_MAX_LIMIT,
  type DictionaryEntry,
  type DictionarySearchResponse,
} from '~/core/dictionary/dictionary-search';
import { user } from '~/server/db/schema';
import { insertWord } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { SUBSTRING_CANDIDATES } from './search-statement';

describe.each(testDbKinds)('dictionary API (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let dogId: string;
  const search = async (query: string, auth = token) => {
    const response = await t.request(`/api/dictionary?${query}`, { token: auth });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as DictionarySearchResponse;
  };
  const values = async (query: string) => (await search(query)).items.map((item) => item.value);

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await t.createVerifiedUser('learner@example.com')).token;
    const english = ['dogwood', 'hotdog', 'Dog', 'dog days', 'underdog', 'doge', 'cat', 'do', 'bulldog'];
    for (const value of english) {
      const row = await insertWord(t.database.db, {
        value,
        languageCode: 'en',
        definitions: [{ partOfSpeech: 'noun', definition: `the meaning of ${value}`, examples: [] }],
      });
      if (value === 'Dog') dogId = row.id;
    }
    await insertWord(t.database.db, { value: 'dogma', languageCode: 'es' });
    await insertWord(t.database.db, { value: '50%_off', languageCode: 'en' });
    await insertWord(t.database.db, { value: '500 off', languageCode: 'en' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('puts the exact word first, then prefix matches (case-insensitive), then substring matches shortest first', async () => {
    const result = await search('language=en&q=DOG');
    expect(result.items.map((item) => [item.value, item.match])).toEqual([
      ['Dog', 'exact'],
      ['dog days', 'prefix'],
      ['doge', 'prefix'],
      ['dogwood', 'prefix'],
      ['hotdog', 'substring'],
      ['bulldog', 'substring'],
      ['underdog', 'substring'],
    ]);
    expect(result.items[0]).toMatchObject({
      id: dogId,
      languageCode: 'en',
      partOfSpeech: 'noun',
      definition: 'the meaning of Dog',
      phonetic: null,
    });
  });

  it('filters by language', async () => {
    expect(await values('language=es&q=dog')).toEqual(['dogma']);
    expect(await values('language=fr&q=dog')).toEqual([]);
  });

  it('matches short queries by prefix only, and treats % and _ as plain characters', async () => {
    expect(await values('language=en&q=og')).toEqual([]);
    expect(await values('language=en&q=do')).toEqual(['do', 'Dog', 'dog days', 'doge', 'dogwood']);
    expect(await values(`language=en&q=${encodeURIComponent('50%_')}`)).toEqual(['50%_off']);
  });

  it('honours limit, filling with substring matches only what prefix matches leave', async () => {
    expect(await values('language=en&q=dog&limit=2')).toEqual(['Dog', 'dog days']);
    expect(await values('language=en&q=dog&limit=5')).toEqual([
      'Dog',
      'dog days',
      'doge',
      'dogwood',
      'hotdog',
    ]);
    expect((await search('language=en&q=d')).items.length).toBeLessThanOrEqual(20);
    expect(SUBSTRING_CANDIDATES).toBeGreaterThan(DICTIONARY_MAX_LIMIT);
  });

  it.each([
    ['no language', 'q=dog'],
    ['an unknown language', 'language=xx&q=dog'],
    ['no query', 'language=en'],
    ['a blank query', 'language=en&q=%20%20'],
    ['a query too long', `language=en&q=${'a'.repeat(101)}`],
    ['limit 0', 'language=en&q=dog&limit=0'],
    ['limit above the maximum', `language=en&q=dog&limit=${DICTIONARY_MAX_LIMIT + 1}`],
    ['a fractional limit', 'language=en&q=dog&limit=2.5'],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_, query) => {
    const response = await t.request(`/api/dictionary?${query}`, { token });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
  });

  it('reads one entry, and answers 404 for an unknown or malformed id', async () => {
    const response = await t.request(`/api/dictionary/${dogId}`, { token });
    expect(response.status).toBe(200);
    const entry = (await response.json()) as DictionaryEntry;
    expect(entry).toMatchObject({
      id: dogId,
      value: 'Dog',
      languageCode: 'en',
      translations: { es: ['cosa'] },
    });
    expect(entry).not.toHaveProperty('version');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await t.request(`/api/dictionary/${id}`, { token });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: 'Word not found', code: 'WORD_NOT_FOUND' });
    }
  });

  it('refuses callers without a valid session, and disabled users, with 401', async () => {
    for (const path of ['/api/dictionary?language=en&q=dog', `/api/dictionary/${dogId}`]) {
      expect((await t.request(path)).status).toBe(401);
      expect((await t.request(path, { token: 'not-a-token' })).status).toBe(401);
    }
    const banned = await t.createVerifiedUser('banned@example.com');
    expect((await t.request(`/api/dictionary/${dogId}`, { token: banned.token })).status).toBe(200);
    await t.database.db.update(user).set({ banned: true }).where(eq(user.id, banned.userId));
    const refused = await t.request(`/api/dictionary/${dogId}`, { token: banned.token });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
  });

  it('accepts the web session cookie as well as the bearer token', async () => {
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'learner@example.com', password: 'secret123' },
    });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const response = await t.request('/api/dictionary?language=en&q=cat', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as DictionarySearchResponse).items.map((item) => item.value)).toEqual([
      'cat',
    ]);
  });

  it('is described in the OpenAPI document with operation ids, the Dictionary tag and security', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<
          string,
          { operationId: string; tags: string[]; security: unknown[]; responses: Record<string, unknown> }
        >
      >;
    };
    const searchOp = document.paths['/dictionary']!.get!;
    const entryOp = document.paths['/dictionary/{id}']!.get!;
    expect(searchOp.operationId).toBe('searchDictionary');
    expect(entryOp.operationId).toBe('getDictionaryEntry');
    for (const op of [searchOp, entryOp]) {
      expect(op.tags).toEqual(['Dictionary']);
      expect(op.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
    }
    expect(Object.keys(entryOp.responses)).toContain('404');
    const html = await (await t.request('/api/docs')).text();
    expect(html).toContain('/dictionary/{id}');
  });
});
