import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GlobalWord } from '~/core/dictionary/global-word';
import type { ListWordsResponse, WordStats } from '~/core/dictionary/list-global-words';
import { wordMessages } from '~/core/dictionary/word-constants';
import { auditLog, globalWord } from '~/server/db/schema';
import { adminActors, insertWord } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';

describe.each(testDbKinds)('admin words API (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let word: typeof globalWord.$inferSelect;
  const call = (
    path: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
  ) => t.request(path, { ...init, token });
  const stored = async () =>
    (await t.database.db.select().from(globalWord).where(eq(globalWord.id, word.id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await adminActors(t)).admin.token;
    for (let i = 0; i < 12; i++) {
      await insertWord(t.database.db, {
        value: `casa${i}`,
        baseForm: i === 3 ? 'HOGAR' : null,
        languageCode: i % 2 ? 'es' : 'fr',
        difficulty: i % 3 ? 'beginner' : 'advanced',
      });
    }
  });
  beforeEach(async () => {
    word = await insertWord(t.database.db, {
      value: `run-${Math.random()}`,
      languageCode: 'en',
      definitions: [
        { partOfSpeech: 'verb', definition: 'To move fast', examples: ['I run'] },
        { partOfSpeech: 'noun', definition: 'A jog', examples: [] },
      ],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists with limit, offset pageToken, search by value or base form, language and difficulty', async () => {
    const first = (await (await call('/api/admin/words?limit=5&language=es')).json()) as ListWordsResponse;
    expect(first.items).toHaveLength(5);
    expect(first.pageToken).toBe('5');
    const second = (await (
      await call(`/api/admin/words?limit=5&language=es&offset=${first.pageToken}`)
    ).json()) as ListWordsResponse;
    expect(second.items).toHaveLength(1);
    expect(second.pageToken).toBeUndefined();
    const byBase = (await (await call('/api/admin/words?search=hogar')).json()) as ListWordsResponse;
    expect(byBase.items.map((item) => item.value)).toEqual(['casa3']);
    const advancedFr = (await (
      await call('/api/admin/words?difficulty=advanced&language=fr')
    ).json()) as ListWordsResponse;
    expect(advancedFr.items.map((item) => item.value).sort()).toEqual(['casa0', 'casa6']);
    expect((await call('/api/admin/words?difficulty=expert')).status).toBe(400);
    expect((await call('/api/admin/words?limit=101')).status).toBe(400);
  });

  it('reports stats and 404s a missing word', async () => {
    const stats = (await (await call('/api/admin/words/stats')).json()) as WordStats;
    expect(stats.totalWords).toBeGreaterThanOrEqual(13);
    expect(stats.languages).toBe(3);
    expect(stats.difficulties).toBe(2);
    expect(stats.recentWords.length).toBe(5);
    expect((await call('/api/admin/words/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call('/api/admin/words/not-a-uuid')).status).toBe(404);
    const got = await call(`/api/admin/words/${word.id}`);
    expect(got.headers.get('etag')).toBe('"1"');
  });

  const invalidEdits: [string, string, unknown][] = [
    ['an empty example', 'examples', { examples: ['  '] }],
    ['an empty definition example', 'definitions/0/examples', { examples: [''] }],
    ['an empty definition', 'definitions', { definitions: [{ partOfSpeech: 'noun', definition: '   ' }] }],
    ['an empty part of speech', 'definitions', { definitions: [{ partOfSpeech: ' ', definition: 'x' }] }],
    ['a 6-character language code', 'translations', { translations: { abcdef: ['x'] } }],
    ['an empty language code', 'translations', { translations: { ' ': ['x'] } }],
    ['an empty translation', 'translations', { translations: { es: ['uno', ' '] } }],
    ['a duplicate synonym', 'synonyms', { synonyms: ['fast', 'Fast '] }],
    ['an empty synonym', 'synonyms', { synonyms: [''] }],
    ['a duplicate variant', 'variants', { variants: ['ran', 'ran'] }],
    ['a missing list', 'variants', {}],
  ];

  it.each(invalidEdits)('refuses %s with 400 and changes nothing', async (_, editor, body) => {
    const before = await stored();
    const response = await call(`/api/admin/words/${word.id}/${editor}`, {
      method: 'PATCH',
      json: { ...(body as object), version: 1 },
    });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { message: string; code: string };
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message.length).toBeGreaterThan(0);
    expect(await stored()).toEqual(before);
  });

  it('names the duplicate with the spec message', async () => {
    const synonyms = await call(`/api/admin/words/${word.id}/synonyms`, {
      method: 'PATCH',
      json: { synonyms: ['a', 'a'], version: 1 },
    });
    expect((await synonyms.json()).message).toContain(wordMessages.synonymExists);
    const variants = await call(`/api/admin/words/${word.id}/variants`, {
      method: 'PATCH',
      json: { variants: ['a', 'a'], version: 1 },
    });
    expect((await variants.json()).message).toContain(wordMessages.variantExists);
  });

  it('applies each editor, trimming and lower-casing, and bumps the version', async () => {
    const edit = async (editor: string, json: unknown, version: number) => {
      const response = await call(`/api/admin/words/${word.id}/${editor}`, {
        method: 'PATCH',
        json,
        headers: { 'if-match': `"${version}"` },
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as GlobalWord;
    };
    let result = await edit(
      'definitions',
      { definitions: [{ partOfSpeech: ' NOUN ', definition: ' A race ', examples: [' a run '] }] },
      1,
    );
    expect(result.definitions).toEqual([{ partOfSpeech: 'noun', definition: 'A race', examples: ['a run'] }]);
    // Once edited by an admin, a content upgrade leaves the entry alone.
    expect(result.editedByAdmin).toBe(true);
    expect(result.version).toBe(2);
    result = await edit('definitions/0/examples', { examples: ['morning run'] }, 2);
    expect(result.definitions[0]?.examples).toEqual(['morning run']);
    expect(
      (
        await call(`/api/admin/words/${word.id}/definitions/5/examples`, {
          method: 'PATCH',
          json: { examples: ['x'], version: 3 },
        })
      ).status,
    ).toBe(404);
    result = await edit('translations', { translations: { ' ES ': [' correr '], fr: [] } }, 3);
    expect(result.translations).toEqual({ es: ['correr'] });
    result = await edit('translations', { translations: ['laufen'] }, 4);
    expect(result.translations).toEqual({ en: ['laufen'] });
    result = await edit('synonyms', { synonyms: [' sprint ', 'dash'] }, 5);
    expect(result.synonyms).toEqual(['sprint', 'dash']);
    result = await edit('variants', { variants: ['ran', 'running'] }, 6);
    expect(result.variants).toEqual(['ran', 'running']);
    result = await edit('examples', { examples: ['Run!'] }, 7);
    expect(result.examples).toEqual(['Run!']);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, word.id));
    expect(audit).toHaveLength(7);
  });

  it('answers an edit with the new version as its ETag, which the next edit can send as If-Match', async () => {
    const first = await call(`/api/admin/words/${word.id}/synonyms`, {
      method: 'PATCH',
      json: { synonyms: ['quick'] },
      headers: { 'if-match': '"1"' },
    });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toBe('"2"');
    const second = await call(`/api/admin/words/${word.id}/variants`, {
      method: 'PATCH',
      json: { variants: ['ran'] },
      headers: { 'if-match': etag! },
    });
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).toBe('"3"');
  });

  it('answers a stale version with 409 and changes nothing; a missing version with 428', async () => {
    const first = await call(`/api/admin/words/${word.id}/synonyms`, {
      method: 'PATCH',
      json: { synonyms: ['quick'], version: 1 },
    });
    expect(first.status).toBe(200);
    const before = await stored();
    const stale = await call(`/api/admin/words/${word.id}/synonyms`, {
      method: 'PATCH',
      json: { synonyms: ['slow'], version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message: wordMessages.versionConflict,
      code: 'WORD_VERSION_CONFLICT',
    });
    const staleHeader = await call(`/api/admin/words/${word.id}/variants`, {
      method: 'PATCH',
      json: { variants: ['x'] },
      headers: { 'if-match': 'W/"1"' },
    });
    expect(staleHeader.status).toBe(409);
    expect(await stored()).toEqual(before);
    const none = await call(`/api/admin/words/${word.id}/variants`, {
      method: 'PATCH',
      json: { variants: ['x'] },
    });
    expect(none.status).toBe(428);
  });

  it('deletes one word, and bulk-deletes all or nothing', async () => {
    const other = await insertWord(t.database.db);
    const missing = '00000000-0000-4000-8000-000000000000';
    const partial = await call('/api/admin/words/bulk-delete', {
      method: 'POST',
      json: { wordIds: [word.id, other.id, missing] },
    });
    expect(partial.status).toBe(404);
    expect(await stored()).toBeDefined();
    const bulk = await call('/api/admin/words/bulk-delete', {
      method: 'POST',
      json: { wordIds: [word.id, other.id] },
    });
    expect(await bulk.json()).toEqual({ requested: 2, deleted: 2 });
    // The audit row keeps each deleted word whole (definitions, translations), as a single delete does.
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'words.bulk-delete'));
    const kept = (audit!.before as { words: GlobalWord[] }).words;
    expect(kept.map((w) => w.id).sort()).toEqual([word.id, other.id].sort());
    const keptRun = kept.find((w) => w.id === word.id)!;
    expect(keptRun.definitions).toEqual(word.definitions);
    expect(keptRun.value).toBe(word.value);
    expect(kept.find((w) => w.id === other.id)!.translations).toEqual({ es: ['cosa'] });
    expect(kept.find((w) => w.id === other.id)!.definitions).toEqual(other.definitions);
    const again = await call(`/api/admin/words/${other.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    const single = await insertWord(t.database.db);
    expect((await call(`/api/admin/words/${single.id}`, { method: 'DELETE' })).status).toBe(204);
  });
});
