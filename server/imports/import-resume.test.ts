import { existsSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '~/core/imports/import-job';
import { importJob, userWord } from '~/server/db/schema';
import { createImportWorker } from '~/server/imports/import-worker';
import { testDbKinds } from '~/server/test/databases';
import { runImports, tempDataDir, upload } from '~/server/test/import-fixtures';
import { raiseWordsLimit } from '~/server/test/import-load';
import { call, FIXED_NOW } from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// Each import starts a reader thread and runs a job: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

// A job taken up again after its process died resumes after the batches it committed: a word its
// first run added and the learner deleted before the retry is not added back.

describe.each(testDbKinds)('An import taken up again (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: tempDataDir() });
    t.deps.now = () => FIXED_NOW;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const wordsOf = async (userId: string) =>
    (await t.database.db.select().from(userWord).where(eq(userWord.userId, userId))).map((row) => ({
      id: row.id,
      value: row.word.value,
    }));

  /**
   * Runs the job until the database refuses every write past its first batch: the second batch, and
   * then putting the job back in the queue, which leaves it as a process dying there would (running,
   * under a claim that lapses, its file still on disk).
   */
  async function dieAfterFirstBatch() {
    await t.database.db.execute(sql`create function refuse_batch() returns trigger language plpgsql as $$
      begin
        if new.processed > 250 or new.status <> 'running' then raise exception 'died for the test'; end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_batch before update on import_job for each row execute function refuse_batch()`,
    );
    try {
      const worker = createImportWorker({ db: t.database.db, logger: t.deps.logger, now: t.deps.now });
      await expect(worker.runOnce()).rejects.toThrow(/Failed query: update "import_job"/);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_batch on import_job`);
      await t.database.db.execute(sql`drop function refuse_batch()`);
    }
  }

  it('fails a job whose every run died instead of taking it up again', async () => {
    const learner = await t.createVerifiedUser('died-thrice@example.com');
    const queued = await upload(
      t,
      learner.token,
      { data: 'casa,house', name: 'words.csv' },
      { language: 'es' },
    );
    expect(queued.status).toBe(202);
    // Left as a process dying in its third run leaves it: running, under a claim that lapsed.
    const [left] = await t.database.db
      .update(importJob)
      .set({ status: 'running', attempts: 3, leaseExpiresAt: FIXED_NOW })
      .where(eq(importJob.id, queued.body.id))
      .returning({ filePath: importJob.filePath });
    const filePath = left!.filePath!;
    expect(existsSync(filePath)).toBe(true);

    const later = new Date(FIXED_NOW.getTime() + 60 * 60_000);
    expect(await runImports(t, () => later)).toBe(1);
    const job = (await call<ImportJob>(t, learner.token, `/api/me/imports/${queued.body.id}`)).body;
    expect(job).toMatchObject({
      status: 'failed',
      message: 'The import failed on our side. Nothing was changed; please try again.',
      counts: { words: 0 },
    });
    const [row] = await t.database.db.select().from(importJob).where(eq(importJob.id, queued.body.id));
    expect(row).toMatchObject({ attempts: 4, filePath: null, leaseExpiresAt: null });
    expect(existsSync(filePath)).toBe(false);
    expect(await wordsOf(learner.userId)).toEqual([]);
    expect(await runImports(t, () => new Date(later.getTime() + 60 * 60_000))).toBe(0);
  });

  it('does not add back a word the learner deleted between the runs, and adds every other word once', async () => {
    const learner = await t.createVerifiedUser('resumed@example.com');
    await raiseWordsLimit(t, learner.userId, 1000);
    const values = Array.from({ length: 300 }, (_, i) => `word${String(i).padStart(3, '0')}`);
    const data = values.map((value, i) => `${value},meaning ${i}`).join('\n');
    const queued = await upload(t, learner.token, { data, name: 'words.csv' }, { language: 'en' });
    expect(queued.status).toBe(202);

    await dieAfterFirstBatch();
    const first = await wordsOf(learner.userId);
    expect(first).toHaveLength(250);
    const deleted = first.find((word) => word.value === 'word007')!;
    expect((await call(t, learner.token, `/api/me/words/${deleted.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );

    // Another process takes the job up once its claim has lapsed.
    const later = new Date(FIXED_NOW.getTime() + 60 * 60_000);
    expect(await runImports(t, () => later)).toBe(1);

    const job = (await call<ImportJob>(t, learner.token, `/api/me/imports/${queued.body.id}`)).body;
    expect(job).toMatchObject({ status: 'done', counts: { notes: 300, words: 300, duplicates: 0 } });
    const after = (await wordsOf(learner.userId)).map((word) => word.value).sort();
    expect(after).toEqual(values.filter((value) => value !== 'word007'));
  });
});
