import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictionarySearchResponse } from '~/core/dictionary/dictionary-search';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { importShippedContent } from './content/import-content';

// GET /api/dictionary over the shipped dictionary (its 400 commonest entries per language): forms,
// spellings without accents and queries in the learner's own language find the word, and results
// carry the meaning in that language.

describe.each(testDbKinds)('dictionary search over the shipped content (%s)', (kind) => {
  let t: TestApp;
  let english: string;
  let hebrew: string;
  const search = async (token: string, query: string) => {
    const response = await t.request(`/api/dictionary?${query}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as DictionarySearchResponse).items;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await importShippedContent(t.database.db, { limit: 400, now: new Date('2026-11-28T09:00:00Z') });
    english = (await t.createVerifiedUser('english@example.com')).token;
    hebrew = (await t.createVerifiedUser('hebrew@example.com')).token;
    for (const [token, nativeLanguageCode, targetLanguageCode] of [
      [english, 'en', 'es'],
      [hebrew, 'he', 'en'],
    ] as const) {
      const put = await t.request('/api/me/profile', {
        method: 'PUT',
        token,
        json: { nativeLanguageCode, targetLanguageCode },
      });
      expect(put.status, await put.clone().text()).toBe(200);
    }
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers an inflected form with its lemma, naming the form', async () => {
    const [first] = await search(english, 'language=es&q=perros');
    expect(first).toMatchObject({ value: 'perro', match: 'form', form: 'perros', translation: 'dog' });
  });

  it('ignores accents, capitals and ß', async () => {
    expect((await search(english, 'language=es&q=PEQUENO'))[0]).toMatchObject({
      value: 'pequeño',
      match: 'exact',
    });
    expect((await search(english, 'language=de&q=strasse'))[0]).toMatchObject({
      value: 'Straße',
      match: 'exact',
      gender: 'f',
    });
  });

  it("finds a word by its translation into the learner's language", async () => {
    expect((await search(english, 'language=es&q=dog'))[0]).toMatchObject({
      value: 'perro',
      match: 'translation',
    });
    const [dog] = await search(hebrew, `language=en&q=${encodeURIComponent('כלב')}`);
    expect(dog).toMatchObject({ value: 'dog', match: 'translation', translation: 'כלב' });
    expect(dog!.phonetic).toBeTruthy();
  });

  it('finds a word by a translation an administrator adds, and still by its forms', async () => {
    const admin = (await t.createVerifiedUser('editor@example.com', 'secret123', 'admin')).token;
    const [perro] = await search(english, 'language=es&q=perro');
    const word = (await (await t.request(`/api/admin/words/${perro!.id}`, { token: admin })).json()) as {
      version: number;
      translations: Record<string, string[]>;
    };
    const edited = await t.request(`/api/admin/words/${perro!.id}/translations`, {
      method: 'PATCH',
      token: admin,
      json: {
        translations: { ...word.translations, en: ['hound', ...(word.translations.en ?? [])] },
        version: word.version,
      },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect((await search(english, 'language=es&q=hound'))[0]).toMatchObject({
      value: 'perro',
      match: 'translation',
    });
    expect((await search(english, 'language=es&q=perros'))[0]).toMatchObject({
      value: 'perro',
      match: 'form',
    });
    // A one-letter code would make a translation look like one of the word's forms ("f:…"): refused.
    const fake = await t.request(`/api/admin/words/${perro!.id}/translations`, {
      method: 'PATCH',
      token: admin,
      json: { translations: { f: ['gatito'] }, version: word.version + 1 },
    });
    expect(fake.status).toBe(400);
    expect(await fake.json()).toMatchObject({ message: expect.stringContaining('translations.f') });
    expect(await search(english, 'language=es&q=gatito')).toEqual([]);
  });

  it('finds a word by a variant an administrator adds, and no longer once it is removed', async () => {
    const admin = (await t.createVerifiedUser('variants@example.com', 'secret123', 'admin')).token;
    const [casa] = await search(english, 'language=es&q=casa');
    const path = `/api/admin/words/${casa!.id}`;
    const read = async () =>
      (await (await t.request(path, { token: admin })).json()) as {
        version: number;
        translations: Record<string, string[]>;
      };
    const patch = async (editor: string, json: Record<string, unknown>) => {
      const response = await t.request(`${path}/${editor}`, { method: 'PATCH', token: admin, json });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    await patch('variants', { variants: ['Cásola'], version: (await read()).version });
    expect((await search(english, 'language=es&q=casola'))[0]).toMatchObject({
      value: 'casa',
      match: 'form',
      form: 'casola',
    });
    // Editing the translations afterwards keeps the variant's key (and the content's forms).
    const word = await read();
    await patch('translations', { translations: word.translations, version: word.version });
    expect((await search(english, 'language=es&q=casola'))[0]).toMatchObject({ value: 'casa' });
    expect((await search(english, 'language=es&q=casas'))[0]).toMatchObject({ value: 'casa', match: 'form' });
    await patch('variants', { variants: [], version: (await read()).version });
    expect(await search(english, 'language=es&q=casola')).toEqual([]);
    expect((await search(english, 'language=es&q=casas'))[0]).toMatchObject({ value: 'casa', match: 'form' });
  });

  it('puts the exact word first, then prefixes, commonest first', async () => {
    const items = await search(english, 'language=es&q=cas');
    expect(items[0]!.match).toBe('prefix');
    expect(items.map((item) => item.value)).toContain('casa');
    expect(items.findIndex((item) => item.value === 'casa')).toBeLessThan(3);
  });
});
