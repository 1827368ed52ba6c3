import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importJob, reviewLog, userWord } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { openAnkiDeck } from '~/server/imports/anki/read-anki-deck';
import { ImportFileError } from '~/server/imports/import-error';
import { createImportWorker } from '~/server/imports/import-worker';
import { previewImport } from '~/server/imports/preview-import';
import { buildAnkiPackage, buildCollection, zipEntries, zstd } from '~/server/test/anki-deck-builder';
import { testDbKinds } from '~/server/test/databases';
import { importFile, tempDataDir, upload } from '~/server/test/import-fixtures';
import { FIXED_NOW } from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// Each import starts a reader thread and runs a job: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const MB = 1024 * 1024;

async function notSqliteButTables() {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.exec('create table notes (id integer primary key, flds text)');
  const bytes = db.export();
  db.close();
  return bytes;
}

/** A real collection of one note, changed by `sql` after it was written. */
async function alteredDeck(sql: string) {
  const SQL = await initSqlJs();
  const db = new SQL.Database(await buildCollection({ notes: [{ fields: ['casa', 'house'] }] }));
  db.exec(sql);
  const bytes = db.export();
  db.close();
  return zipEntries([{ name: 'collection.anki2', data: bytes }]);
}

// A view of no rows whose query never ends: neither heap nor rows for a limit to catch.
const endlessNotesView = () =>
  alteredDeck(`drop table notes;
    create view Notes(id, mid, tags, flds) as
      with recursive r(x) as (select 1 union all select x + 1 from r where x < 1e15)
      select x, x, '', '' from r where x < 0`);

// Each file is refused with a message the learner can act on, and changes nothing.
const hostile: [string, () => Promise<Uint8Array | string>, RegExp][] = [
  ['not a zip', async () => 'word\tmeaning but named .apkg', /not a zip archive/],
  [
    'a zip without a collection',
    () => zipEntries([{ name: 'notes.txt', data: Buffer.from('hi') }]),
    /holds no Anki collection/,
  ],
  [
    'a collection that is not SQLite',
    () => zipEntries([{ name: 'collection.anki2', data: Buffer.alloc(4096, 'x') }]),
    /not a SQLite database/,
  ],
  [
    'a SQLite file of another schema',
    async () => zipEntries([{ name: 'collection.anki2', data: await notSqliteButTables() }]),
    /col table is missing/,
  ],
  [
    'a deflate zip bomb',
    () => zipEntries([{ name: 'collection.anki2', data: Buffer.alloc(60 * MB) }]),
    /looks like a zip bomb, so it was not opened/,
  ],
  [
    'a collection over 100 MB once unpacked',
    () => zipEntries([{ name: 'collection.anki2', data: Buffer.alloc(101 * MB, 1) }]),
    /is 101 MB once unpacked; the most we import is 100 MB/,
  ],
  [
    'a zstd bomb in the latest layout',
    async () =>
      zipEntries([
        { name: 'meta', data: Buffer.from([0x08, 0x03]) },
        { name: 'collection.anki21b', data: await zstd(new Uint8Array(150 * MB)), store: true },
      ]),
    /collection.anki21b unpacks to more than 100 MB/,
  ],
  [
    'media names that climb out of their folder (legacy list)',
    () =>
      buildAnkiPackage({
        layout: 'anki2',
        notes: [{ fields: ['a', 'b'] }],
        media: { x: Buffer.from('1') },
        mediaNames: ['../../.bashrc'],
      }),
    /names a media file "..\/..\/.bashrc" that would be written outside its folder/,
  ],
  [
    'media names that climb out of their folder (protobuf list)',
    () =>
      buildAnkiPackage({
        layout: 'anki21b',
        notes: [{ fields: ['a', 'b'] }],
        media: { x: Buffer.from('1') },
        mediaNames: ['..\\evil.dll'],
      }),
    /would be written outside its folder/,
  ],
  [
    'zip entries named outside the archive',
    async () => {
      // yazl will not write such a name; rename the entry in the archive's bytes (same length).
      const zip = await zipEntries([
        { name: 'up/collection.anki2', data: await buildCollection({ notes: [{ fields: ['a', 'b'] }] }) },
      ]);
      return Buffer.from(
        zip.toString('latin1').replaceAll('up/collection.anki2', '../collection.anki2'),
        'latin1',
      );
    },
    /damaged or unsafe: invalid relative path/,
  ],
  [
    'a deck whose notes are a view that never ends',
    endlessNotesView,
    /not an Anki collection we can read: its notes table is a view, not a table/,
  ],
  [
    'a deck with a trigger',
    () => alteredDeck('create trigger on_note after insert on notes begin delete from cards; end'),
    /not an Anki collection we can read: it holds a trigger, which Anki never writes/,
  ],
  [
    'a deck whose notes have a computed column',
    () => alteredDeck("alter table notes add column shown text generated always as (flds || '!') virtual"),
    /not an Anki collection we can read: its notes table has computed columns/,
  ],
  [
    'a newer package layout',
    () => zipEntries([{ name: 'meta', data: Buffer.from([0x08, 0x07]) }]),
    /made by a newer Anki/,
  ],
];

describe.each(testDbKinds)('hostile import files (%s)', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let learner: Awaited<ReturnType<TestApp['createVerifiedUser']>>;
  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    t.deps.now = () => FIXED_NOW;
    learner = await t.createVerifiedUser('mallory@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const nothingChanged = async () => {
    expect(await t.database.db.select().from(userWord).where(eq(userWord.userId, learner.userId))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(reviewLog).where(eq(reviewLog.userId, learner.userId))).toEqual(
      [],
    );
    expect(readdirSync(path.join(dataDir, 'imports'))).toEqual([]);
  };

  it.each(hostile)('refuses %s with a clear message and changes nothing', async (_name, build, message) => {
    const job = await importFile(t, learner.token, { data: await build(), name: 'deck.apkg' });
    expect(job.status).toBe('failed');
    expect(job.message).toMatch(message);
    // The code the import screen says it by in the learner's language (quoting this message).
    expect(job.code).toBe('IMPORT_FILE_REFUSED');
    expect(job.counts).toMatchObject({ words: 0, reviews: 0 });
    await nothingChanged();
  });

  it('refuses a file over 100 MB while it streams, keeping nothing', async () => {
    const jobsBefore = (await t.database.db.select().from(importJob)).length;
    const refused = await upload(t, learner.token, {
      data: new Uint8Array(100 * MB + 10),
      name: 'huge.apkg',
    });
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect((await t.database.db.select().from(importJob)).length).toBe(jobsBefore);
    await nothingChanged();
  });

  // busboy threw on these before reading a byte, outside the upload's error handling: a 500.
  it.each(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-dataX; boundary=abc'])(
    'answers 400 to a content type of %s, on the import and its preview, and changes nothing',
    async (type) => {
      for (const path of ['/api/me/imports', '/api/me/imports/preview']) {
        const response = await t.request(path, {
          method: 'POST',
          token: learner.token,
          headers: { 'content-type': type },
          body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="d.apkg"\r\n\r\nx\r\n--abc--\r\n',
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          code: 'VALIDATION_ERROR',
          message: 'Send the file as multipart/form-data with a "file" field.',
        });
      }
      await nothingChanged();
    },
  );

  it('refuses a preview of a deck whose notes are a view at once, before reading it', async () => {
    const started = performance.now();
    const preview = await upload(
      t,
      learner.token,
      { data: await endlessNotesView(), name: 'deck.apkg' },
      {},
      '/api/me/imports/preview',
    );
    expect(preview.status).toBe(422);
    expect(preview.body).toEqual({
      code: 'IMPORT_FILE_REFUSED',
      message: 'This is not an Anki collection we can read: its notes table is a view, not a table.',
    });
    // Refused by the check, not by the reader's time limit (a minute).
    expect(performance.now() - started).toBeLessThan(30_000);
    await nothingChanged();
  });

  // A reader that never answers (an endless SQLite query, whatever slipped past the checks). Its limit
  // also covers the worker's start (loading sql.js): 3 s was not enough for that on a busy machine, so
  // the reader was stopped before it said how many notes there are.
  const stalledReader = {
    timeLimitMs: 10_000,
    reader: new URL('./stalled-reader.test-worker.ts', import.meta.url),
  };
  const tooSlow =
    'Reading this file took longer than 10 seconds, the most an import may take, so it was stopped.';

  it('stops a reader past its time limit: the import fails at once and is not taken up again', async () => {
    const queued = await upload(t, learner.token, {
      data: await buildAnkiPackage({ layout: 'anki2', notes: [{ fields: ['casa', 'house'] }] }),
      name: 'deck.apkg',
    });
    expect(queued.status).toBe(202);
    const worker = (now: () => Date) =>
      createImportWorker({ db: t.database.db, logger: t.deps.logger, now, reader: stalledReader });
    const started = performance.now();
    expect(await worker(t.deps.now!).runOnce()).toBe(1);
    expect(performance.now() - started).toBeLessThan(30_000);
    const [job] = await t.database.db.select().from(importJob).where(eq(importJob.id, queued.body.id));
    // It was stopped inside its endless query (it had said how many notes there are).
    expect(job).toMatchObject({
      status: 'failed',
      message: tooSlow,
      attempts: 1,
      total: 1,
      leaseExpiresAt: null,
    });
    // Long after any claim would have lapsed, no run takes it up again.
    expect(await worker(() => new Date(FIXED_NOW.getTime() + 24 * 60 * 60_000)).runOnce()).toBe(0);
    await nothingChanged();
  });

  it('stops a preview reader past its time limit, refusing the file with 422', async () => {
    const filePath = path.join(dataDir, 'imports', 'preview.apkg');
    mkdirSync(path.dirname(filePath), { recursive: true });
    writeFileSync(
      filePath,
      await buildAnkiPackage({ layout: 'anki2', notes: [{ fields: ['casa', 'house'] }] }),
    );
    const upload = { filePath, fileName: 'deck.apkg', bytes: 0, fields: {} };
    const started = performance.now();
    const refused = await previewImport(upload, FIXED_NOW, stalledReader).catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'IMPORT_FILE_REFUSED', status: 422, message: tooSlow });
    await nothingChanged();
  });

  it('refuses a preview of a file that is not a package with 422', async () => {
    const preview = await upload(
      t,
      learner.token,
      { data: 'plain text', name: 'x.apkg' },
      {},
      '/api/me/imports/preview',
    );
    expect(preview.status).toBe(422);
    expect(preview.body).toMatchObject({ code: 'IMPORT_FILE_REFUSED' });
    await nothingChanged();
  });
});

describe('a deck of more notes than one import takes', () => {
  it('is refused as it is opened, with how many it has, before a note is read', async () => {
    const dir = tempDataDir();
    const file = path.join(dir, 'big.apkg');
    const notes = Array.from({ length: 3 }, (_, i) => ({ fields: [`word-${i}`, `meaning ${i}`] }));
    writeFileSync(file, await buildAnkiPackage({ layout: 'anki21b', notes }));
    await expect(openAnkiDeck(file, 2)).rejects.toThrow(
      new ImportFileError(
        'This deck has 3 notes; at most 2 can be imported from one file. Split it into smaller decks in Anki.',
      ),
    );
    const { collection } = await openAnkiDeck(file, 3);
    expect(collection.countNotes()).toBe(3);
    collection.close();
  });
});
