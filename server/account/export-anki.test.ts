import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reviewLog } from '~/server/db/schema';
import { buildAnkiPackage, type TestNote } from '~/server/test/anki-deck-builder';
import { testDbKinds } from '~/server/test/databases';
import { importFile, tempDataDir } from '~/server/test/import-fixtures';
import { call, FIXED_NOW, insertDictionaryWords } from '~/server/test/learner-fixtures';
import { parseCsv } from '~/server/test/parse-csv';
import { createTestApp, type TestApp } from '~/server/test/test-app';

const day = 86_400_000;
const at = (offset: number) => new Date(Date.parse('2026-05-04T07:30:00Z') + offset);
const notes: TestNote[] = [
  {
    fields: ['lexeme-00', 'a thing'],
    tags: ['basics'],
    reviews: [
      { at: at(0), ease: 3, type: 0 },
      { at: at(10 * 60_000), ease: 3, type: 0 },
      { at: at(2 * day), ease: 4 },
      { at: at(9 * day), ease: 2 },
    ],
  },
  {
    fields: ['casa', 'house'],
    reviews: [
      { at: at(day), ease: 1, type: 0 },
      { at: at(day + 60_000), ease: 3, type: 0 },
    ],
  },
  { fields: ['perro', 'dog'] },
];

// Python's zipfile and SQLite (CPython's, linked to the C library): a reader that shares no code with ours.
const INDEPENDENT_READER = `
import json, sqlite3, sys, tempfile, zipfile, os
with zipfile.ZipFile(sys.argv[1]) as archive:
    names = archive.namelist()
    media = json.loads(archive.read('media'))
    folder = tempfile.mkdtemp()
    archive.extract('collection.anki2', folder)
db = sqlite3.connect(os.path.join(folder, 'collection.anki2'))
col = db.execute('select ver, models, decks from col').fetchone()
models = json.loads(col[1])
notes = db.execute('select id, mid, flds, tags, csum from notes order by id').fetchall()
cards = db.execute('select id, nid, did, type, queue, reps, lapses from cards order by id').fetchall()
revlog = db.execute('select id, cid, ease, type, ivl, lastIvl, time from revlog order by id').fetchall()
print(json.dumps({
  'names': sorted(names), 'media': media, 'ver': col[0],
  'models': [m['name'] + ':' + ','.join(f['name'] for f in m['flds']) for m in models.values()],
  'decks': sorted(d['name'] for d in json.loads(col[2]).values()),
  'integrity': db.execute('pragma integrity_check').fetchone()[0],
  'notes': [[n[2].split('\\x1f'), n[3].strip(), str(n[1]) in models] for n in notes],
  'cards': [[c[3], c[4], c[5], c[6]] for c in cards],
  'revlog': [[r[0], r[2], r[3]] for r in revlog],
  'revlogCards': sorted(set(r[1] for r in revlog) - set(c[0] for c in cards)),
}))
`;

// Each import starts a reader thread and runs a job: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

describe.each(testDbKinds)('Anki and CSV export (%s)', (kind) => {
  let t: TestApp;
  let learner: Awaited<ReturnType<TestApp['createVerifiedUser']>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: tempDataDir() });
    t.deps.now = () => FIXED_NOW;
    await insertDictionaryWords(t, 1);
    learner = await t.createVerifiedUser('export@example.com');
    await call(t, learner.token, '/api/me/profile', { method: 'PUT', json: { nativeLanguageCode: 'en' } });
    const job = await importFile(t, learner.token, {
      data: await buildAnkiPackage({ layout: 'anki21b', notes }),
      name: 'd.apkg',
    });
    expect(job.counts).toMatchObject({ words: 3, reviews: 6 });
  });
  afterAll(async () => {
    await t.close();
  });

  const exportedDeck = async () => {
    const response = await t.request('/api/me/export.apkg', { token: learner.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="vocably-2026-11-23.apkg"',
    );
    return Buffer.from(await response.arrayBuffer());
  };

  it('writes a deck an independent SQLite and zip reader opens, with notes, cards and the review log', async () => {
    const file = path.join(tempDataDir(), 'export.apkg');
    writeFileSync(file, await exportedDeck());
    const read = spawnSync('python3', ['-c', INDEPENDENT_READER, file], { encoding: 'utf8' });
    expect(read.stderr).toBe('');
    const deck = JSON.parse(read.stdout);
    expect(deck).toMatchObject({
      names: ['collection.anki2', 'media'],
      media: {},
      ver: 11,
      models: ['Vocably:Word,Meaning'],
      decks: ['Default', 'Vocably'],
      integrity: 'ok',
      revlogCards: [],
    });
    expect(deck.notes).toEqual([
      [['lexeme-00', 'a thing'], 'basics', true],
      [['casa', 'house'], '', true],
      [['perro', 'dog'], '', true],
    ]);
    // lexeme-00 in review (type 2), casa still in its learning steps, perro new.
    expect(deck.cards.map((card: number[]) => card[0])).toEqual([2, 1, 0]);
    expect(
      deck.revlog.map((entry: number[]) => [new Date(entry[0]!).toISOString(), entry[1], entry[2]]),
    ).toEqual([
      [at(0).toISOString(), 3, 0],
      [at(10 * 60_000).toISOString(), 3, 0],
      [at(day).toISOString(), 1, 0],
      [at(day + 60_000).toISOString(), 3, 0],
      [at(2 * day).toISOString(), 4, 1],
      [at(9 * day).toISOString(), 2, 1],
    ]);
  });

  it('reads back through our importer as the same words with the same history', async () => {
    const other = await t.createVerifiedUser('roundtrip@example.com');
    const job = await importFile(
      t,
      other.token,
      { data: await exportedDeck(), name: 'vocably.apkg' },
      { language: 'en' },
    );
    expect(job).toMatchObject({ status: 'done', counts: { notes: 3, words: 3, reviews: 6, duplicates: 0 } });
    const times = async (userId: string) =>
      (
        await t.database.db
          .select()
          .from(reviewLog)
          .where(eq(reviewLog.userId, userId))
          .orderBy(asc(reviewLog.reviewedAt))
      ).map((row) => [row.reviewedAt.toISOString(), row.rating, row.stateBefore]);
    expect(await times(other.userId)).toEqual(await times(learner.userId));
  });

  it('writes a CSV row per word: word, meaning, tags, status, due, stability', async () => {
    const response = await t.request('/api/me/export.csv', { token: learner.token });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte order mark first, so spreadsheets read the file as UTF-8 (a text decoder drops it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\n')[0]).toBe('word,meaning,tags,status,due,stability');
    const rows = parseCsv(text);
    expect(rows.map((row) => [row.word, row.meaning, row.tags, row.status])).toEqual([
      // An Easy and a Hard on later days: memory past three weeks.
      ['lexeme-00', 'a thing', 'basics', 'learned'],
      ['casa', 'house', '', 'learning'],
      ['perro', 'dog', '', 'new'],
    ]);
    expect(Number(rows[0]!.stability)).toBeGreaterThanOrEqual(21);
    expect(Date.parse(rows[0]!.due!)).toBeGreaterThan(at(9 * day).getTime());
    expect([rows[2]!.due, rows[2]!.stability]).toEqual(['', '']);
  });

  it('keeps a formula-like word text for spreadsheets, and reads it back unchanged on import', async () => {
    const writer = await t.createVerifiedUser('formulas@example.com');
    const custom = (value: string, meaning: string, tags: string[]) =>
      call(t, writer.token, '/api/me/words', {
        method: 'POST',
        json: { custom: true, value, languageCode: 'en', definitions: [{ definition: meaning }], tags },
      });
    expect((await custom('=HYPERLINK("http://x.test","open")', '@mention', ['-prefix'])).status).toBe(201);
    expect((await custom('-ing', 'a suffix', [])).status).toBe(201);
    const text = await (await t.request('/api/me/export.csv', { token: writer.token })).text();
    const rows = parseCsv(text);
    // Both added at the test's fixed time: in the order of their ids.
    expect(rows.map((row) => [row.word, row.meaning, row.tags]).sort()).toEqual([
      ["'-ing", 'a suffix', ''],
      ['\'=HYPERLINK("http://x.test","open")', "'@mention", "'-prefix"],
    ]);

    const reader = await t.createVerifiedUser('formulas.back@example.com');
    const mapping = JSON.stringify({ hasHeader: true, wordColumn: 0, meaningColumn: 1, tagsColumn: 2 });
    const job = await importFile(
      t,
      reader.token,
      { data: text, name: 'words.csv' },
      { mapping, language: 'en' },
    );
    expect(job).toMatchObject({ status: 'done', counts: { words: 2 } });
    const words = await call<{
      items: { word: { value: string; definitions: { definition: string }[] }; tags: string[] }[];
    }>(t, reader.token, '/api/me/words?limit=10');
    expect(
      words.body.items
        .map((item) => [item.word.value, item.word.definitions[0]?.definition, item.tags])
        .sort(),
    ).toEqual([
      ['-ing', 'a suffix', []],
      ['=HYPERLINK("http://x.test","open")', '@mention', ['-prefix']],
    ]);
  });
});
