import { readdirSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '~/core/imports/import-job';
import type { ImportPreview } from '~/core/imports/import-preview';
import { importJob, userWord } from '~/server/db/schema';
import { createImportWorker } from '~/server/imports/import-worker';
import { takePreviewSlot } from '~/server/imports/preview-slots';
import { adminActors } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import { importFile, runImports, tempDataDir, upload } from '~/server/test/import-fixtures';
import { call, FIXED_NOW, insertDictionaryWords } from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// Each import starts a reader thread and runs a job: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

describe.each(testDbKinds)('Quizlet and CSV/TSV import (%s)', (kind) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    t.deps.now = () => FIXED_NOW;
    await insertDictionaryWords(t, 2);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const wordsOf = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(userWord)
        .where(eq(userWord.userId, userId))
        .orderBy(asc(userWord.createdAt))
    ).map((row) => [row.word.value, row.word.custom === true, row.tags]);

  it('removes a deleted account’s uploaded files, whether the learner or an administrator deletes it', async () => {
    const uploads = () => readdirSync(path.join(dataDir, 'imports'));
    const actors = await adminActors(t);
    for (const deleteBy of ['learner', 'admin'] as const) {
      const email = `leaves.${deleteBy}@example.com`;
      const learner = await t.createVerifiedUser(email);
      const queued = await upload(t, learner.token, { data: 'gato\tcat\n', name: 'words.tsv' });
      expect(queued.status).toBe(202);
      const [job] = await t.database.db.select().from(importJob).where(eq(importJob.id, queued.body.id));
      const file = path.basename(job!.filePath!);
      expect(uploads()).toContain(file);
      const deleted =
        deleteBy === 'learner'
          ? await call(t, learner.token, '/api/me', { method: 'DELETE' })
          : {
              status: (
                await t.request(`/api/admin/users/${learner.userId}`, {
                  method: 'DELETE',
                  token: actors.admin.token,
                })
              ).status,
            };
      expect([200, 204]).toContain(deleted.status);
      expect(uploads()).not.toContain(file);
    }
    expect(await runImports(t)).toBe(0);
  });

  it('imports a Quizlet export (term, tab, definition; quotes are text) in file order', async () => {
    const learner = await t.createVerifiedUser('quizlet@example.com');
    const text = 'lexeme-00\ta thing\nel "gato"\tthe cat\n\t(no term)\nlexeme-00\tagain\nperro\n';
    const job = await importFile(
      t,
      learner.token,
      { data: text, name: 'Quizlet set.txt' },
      { language: 'en' },
    );
    expect(job).toMatchObject({
      status: 'done',
      format: 'quizlet',
      counts: { notes: 5, words: 2, duplicates: 1, skipped: 2 },
    });
    expect(await wordsOf(learner.userId)).toEqual([
      ['lexeme-00', false, []],
      ['el "gato"', true, []],
    ]);
  });

  it('imports a CSV with a header, the chosen columns and a tags column', async () => {
    const learner = await t.createVerifiedUser('csv@example.com');
    const csv =
      '\uFEFFTags,Spanish,English\r\n"food, basics",manzana,apple\r\nbasics,"agua ""fría""",cold water\r\n';
    const mapping = JSON.stringify({ hasHeader: true, wordColumn: 1, meaningColumn: 2, tagsColumn: 0 });
    const preview = await upload(
      t,
      learner.token,
      { data: csv, name: 'words.csv' },
      {},
      '/api/me/imports/preview',
    );
    expect(preview.body).toMatchObject({
      format: 'csv',
      separator: ',',
      rows: [
        ['Tags', 'Spanish', 'English'],
        ['food, basics', 'manzana', 'apple'],
        ['basics', 'agua "fría"', 'cold water'],
      ],
    });
    const job = await importFile(
      t,
      learner.token,
      { data: csv, name: 'words.csv' },
      { mapping, language: 'es' },
    );
    expect(job.counts).toMatchObject({ notes: 2, words: 2 });
    expect(await wordsOf(learner.userId)).toEqual([
      ['manzana', true, ['food', 'basics']],
      ['agua "fría"', true, ['basics']],
    ]);
  });

  it('refuses a list that is not UTF-8 (Excel’s Windows-1255), in the preview and the import, adding nothing', async () => {
    const learner = await t.createVerifiedUser('cp1255@example.com');
    // "שלום,hello" and "בית,house" as Excel saves them in Windows-1255, after an English row.
    const cp1255 = Buffer.concat([
      Buffer.from('cat,x\r\n', 'latin1'),
      Buffer.from([0xf9, 0xec, 0xe5, 0xed]),
      Buffer.from(',hello\r\n', 'latin1'),
      Buffer.from([0xe1, 0xe9, 0xfa]),
      Buffer.from(',house\r\n', 'latin1'),
    ]);
    const file = { data: new Uint8Array(cp1255), name: 'מילים.csv' };
    const message =
      'This file is not UTF-8 text. In Excel, save it as CSV UTF-8 (Comma delimited) and try again.';
    const preview = await upload(t, learner.token, file, {}, '/api/me/imports/preview');
    expect(preview).toMatchObject({ status: 422, body: { code: 'IMPORT_FILE_NOT_UTF8', message } });
    const job = await importFile(t, learner.token, file, { language: 'he' });
    expect(job).toMatchObject({
      status: 'failed',
      message,
      code: 'IMPORT_FILE_NOT_UTF8',
      counts: { notes: 0, words: 0 },
    });
    expect(await wordsOf(learner.userId)).toEqual([]);
  });

  it('previews the first 64 KB the screen sends of a longer Hebrew list, though its last letter is cut', async () => {
    const learner = await t.createVerifiedUser('long-hebrew@example.com');
    const rows = Array.from({ length: 4000 }, (_, n) => `שלום ${n},hello ${n}\r\n`).join('');
    // Spaces before the first word (trimmed from its cell) move the cut at 64 KB into a letter: its
    // first byte (0xd7, as every Hebrew letter's) sent, its second not, as happens often.
    let padding = '';
    while (Buffer.from(padding + rows)[64 * 1024 - 1] !== 0xd7) padding += ' ';
    const firstBytes = Buffer.from(padding + rows).subarray(0, 64 * 1024);
    const preview = await upload(
      t,
      learner.token,
      { data: new Uint8Array(firstBytes), name: 'מילים.csv' },
      {},
      '/api/me/imports/preview',
    );
    expect(preview).toMatchObject({ status: 200, body: { format: 'csv', separator: ',' } });
    expect((preview.body as unknown as ImportPreview).rows.slice(0, 2)).toEqual([
      ['שלום 0', 'hello 0'],
      ['שלום 1', 'hello 1'],
    ]);
    // Cut short the same way, a Windows-1255 list is still refused.
    const cp1255Row = Buffer.concat([Buffer.from([0xf9, 0xec, 0xe5, 0xed]), Buffer.from(',hello\r\n')]);
    const cp1255 = Buffer.concat(Array.from({ length: 6000 }, () => cp1255Row)).subarray(0, 64 * 1024);
    const refused = await upload(
      t,
      learner.token,
      { data: new Uint8Array(cp1255), name: 'מילים.csv' },
      {},
      '/api/me/imports/preview',
    );
    expect(refused).toMatchObject({ status: 422, body: { code: 'IMPORT_FILE_NOT_UTF8' } });
  });

  it('reads a list saved as UTF-16 with its byte order mark', async () => {
    const learner = await t.createVerifiedUser('utf16@example.com');
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('שלום\thello\r\nבית\thouse\r\n', 'utf16le'),
    ]);
    const job = await importFile(
      t,
      learner.token,
      { data: new Uint8Array(utf16), name: 'he.tsv' },
      { language: 'he' },
    );
    expect(job).toMatchObject({ status: 'done', counts: { notes: 2, words: 2 } });
    expect((await wordsOf(learner.userId)).map(([value]) => value)).toEqual(['שלום', 'בית']);
  });

  it('reads a TSV and a semicolon list with the separator chosen or found', async () => {
    const learner = await t.createVerifiedUser('tsv@example.com');
    const tsv = await importFile(
      t,
      learner.token,
      { data: 'Haus\thouse\nBaum\ttree\n', name: 'de.tsv' },
      { language: 'de' },
    );
    expect(tsv).toMatchObject({ format: 'tsv', counts: { words: 2 } });
    const semicolons = await importFile(
      t,
      learner.token,
      { data: 'Katze;cat\nHund;dog\n', name: 'de.csv' },
      { language: 'de' },
    );
    expect(semicolons.counts).toMatchObject({ words: 2 });
    expect((await wordsOf(learner.userId)).map(([value]) => value).sort()).toEqual([
      'Baum',
      'Haus',
      'Hund',
      'Katze',
    ]);
  });

  it('is run by a started worker, woken by the upload, off the request path', async () => {
    const learner = await t.createVerifiedUser('woken@example.com');
    // A poll so slow that only the wake can explain a prompt run.
    const worker = createImportWorker({ db: t.database.db, logger: t.deps.logger, pollIntervalMs: 600_000 });
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    t.deps.onImportQueued = worker.wake;
    try {
      const queued = await upload(
        t,
        learner.token,
        { data: 'Apfel\tapple\n', name: 'de.tsv' },
        { language: 'de' },
      );
      expect(queued.body.status).toBe('queued');
      let job = queued.body;
      for (let i = 0; i < 300 && job.status !== 'done'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = (await call<typeof job>(t, learner.token, `/api/me/imports/${job.id}`)).body;
      }
      expect(job).toMatchObject({ status: 'done', counts: { words: 1 } });
    } finally {
      t.deps.onImportQueued = undefined;
      await worker.stop();
    }
  });

  it('keeps the batches written before a row that cannot be read, and says so with their counts', async () => {
    const learner = await t.createVerifiedUser('broken-row@example.com');
    // 600 rows, an opening quote never closed at row 400: the first batch of 250 is written first.
    const rows = Array.from({ length: 600 }, (_, i) =>
      i === 399 ? '"broken,meaning' : `word${i},meaning ${i}`,
    );
    const job = await importFile(
      t,
      learner.token,
      { data: `${rows.join('\n')}\n`, name: 'broken.csv' },
      { language: 'en' },
    );
    expect(job.status).toBe('failed');
    expect(job.message).toMatch(/could not be read/);
    expect(job.code).toBe('IMPORT_FILE_REFUSED');
    // The batches before the row were written (the test plan keeps 20 words; the rest over its limit).
    expect(job.counts).toMatchObject({ notes: 250, words: 20, overLimit: 230 });
    expect((await wordsOf(learner.userId)).length).toBe(20);
  });

  it('a fault of ours partway through: the words written are kept, and the message says so', async () => {
    const learner = await t.createVerifiedUser('our-fault@example.com');
    const worker = createImportWorker({ db: t.database.db, logger: t.deps.logger, maxAttempts: 1 });
    // The database refuses the second batch's write, as an outage would.
    await t.database.db.execute(sql`create function refuse_batch() returns trigger language plpgsql as $$
      begin if new.processed > 250 then raise exception 'refused for the test'; end if; return new; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_batch before update on import_job for each row execute function refuse_batch()`,
    );
    try {
      const rows = Array.from({ length: 400 }, (_, i) => `word${i},meaning ${i}`);
      const queued = await upload(
        t,
        learner.token,
        { data: rows.join('\n'), name: 'w.csv' },
        { language: 'en' },
      );
      await worker.runOnce();
      const job = (await call<ImportJob>(t, learner.token, `/api/me/imports/${queued.body.id}`)).body;
      expect(job).toMatchObject({ status: 'failed', counts: { notes: 250, words: 20 } });
      expect(job.message).toMatch(/The words it added are kept/);
      expect(job.code).toBe('IMPORT_FAILED_PARTLY');
      expect(await wordsOf(learner.userId)).toHaveLength(20);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_batch on import_job`);
      await t.database.db.execute(sql`drop function refuse_batch()`);
    }
  });

  it('cleans what a file brings to what a word keeps: no NUL, no broken character, tags within the rules', async () => {
    const learner = await t.createVerifiedUser('odd-text@example.com');
    const long = `Unit${'x'.repeat(50)}`;
    // café twice, its accent composed and then combining: one word; "le  chat" held with one space.
    const csv = `word,meaning,tags\nnul\u0000word,a meaning\u0000,food food ${long}\nemoji,${'m'.repeat(1999)}😀,\ncafé,coffee,\ncafe\u0301,coffee again,\nle  chat,the cat,\n`;
    const mapping = JSON.stringify({ hasHeader: true, wordColumn: 0, meaningColumn: 1, tagsColumn: 2 });
    const job = await importFile(
      t,
      learner.token,
      { data: csv, name: 'odd.csv' },
      { mapping, language: 'en' },
    );
    expect(job).toMatchObject({ status: 'done', counts: { words: 4, duplicates: 1 } });
    const words = await t.database.db.select().from(userWord).where(eq(userWord.userId, learner.userId));
    const byValue = Object.fromEntries(words.map((row) => [row.word.value, row]));
    expect(byValue.nulword?.tags).toEqual(['food', long.slice(0, 40)]);
    expect(byValue.nulword?.word.definitions[0]?.definition).toBe('a meaning');
    expect(byValue.emoji?.word.definitions[0]?.definition).toBe('m'.repeat(1999));
    expect(Object.keys(byValue).sort()).toEqual(['café', 'emoji', 'le chat', 'nulword']);
  });

  it('keeps tags differing only in case once: within a row, and not added to a word the learner has', async () => {
    const learner = await t.createVerifiedUser('tag-case@example.com');
    const mapping = JSON.stringify({ wordColumn: 0, meaningColumn: 1, tagsColumn: 2, tagSeparator: ';' });
    const first = await importFile(
      t,
      learner.token,
      { data: 'journey,a trip,Travel\n', name: 'first.csv' },
      { mapping, language: 'en' },
    );
    expect(first).toMatchObject({ status: 'done', counts: { words: 1 } });
    const job = await importFile(
      t,
      learner.token,
      { data: 'journey,a trip,travel;Trips\nvoyage,a long trip,Travel;travel;TRAVEL\n', name: 'again.csv' },
      { mapping, language: 'en' },
    );
    expect(job).toMatchObject({ status: 'done', counts: { words: 1, duplicates: 1 } });
    // The word had is skipped, its tags as they were; the new one's three spellings are one tag.
    expect(await wordsOf(learner.userId)).toEqual([
      ['journey', true, ['Travel']],
      ['voyage', true, ['Travel']],
    ]);
  });

  it('takes at most three imports under way, also when the uploads come at once', async () => {
    const learner = await t.createVerifiedUser('busy@example.com');
    const uploads = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        upload(t, learner.token, { data: `Wort${i}\tword ${i}\n`, name: `list${i}.tsv` }, { language: 'de' }),
      ),
    );
    expect(uploads.map((response) => response.status).sort()).toEqual([202, 202, 202, 409, 409]);
    expect(uploads.find((response) => response.status === 409)?.body).toMatchObject({ code: 'IMPORTS_BUSY' });
    await runImports(t);
  });

  it('reads one preview a learner and two a server at once; the others are refused before the upload', async () => {
    const learner = await t.createVerifiedUser('previews@example.com');
    const preview = () =>
      upload(t, learner.token, { data: 'Apfel\tapple\n', name: 'de.tsv' }, {}, '/api/me/imports/preview');
    const own = takePreviewSlot(learner.userId);
    try {
      expect(await preview()).toMatchObject({ status: 409, body: { code: 'PREVIEW_BUSY' } });
    } finally {
      own();
    }
    const others = [takePreviewSlot('another-learner'), takePreviewSlot('a-third-learner')];
    try {
      expect(await preview()).toMatchObject({ status: 503, body: { code: 'PREVIEWS_BUSY' } });
    } finally {
      for (const release of others) release();
    }
    expect(await preview()).toMatchObject({ status: 200, body: { format: 'tsv' } });
    // Its slot was given back: the next preview is read too.
    expect((await preview()).status).toBe(200);
  });

  it('refuses bad form fields with the first problem', async () => {
    const learner = await t.createVerifiedUser('fields@example.com');
    const bad = await upload(
      t,
      learner.token,
      { data: 'a\tb', name: 'x.txt' },
      { mapping: '{"wordColumn":-1}' },
    );
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    const language = await upload(t, learner.token, { data: 'a\tb', name: 'x.txt' }, { language: 'xx' });
    expect(language.status).toBe(400);
  });
});
