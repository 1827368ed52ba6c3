import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '~/core/imports/import-job';
import { importJob } from '~/server/db/schema';
import { createImportWorker } from '~/server/imports/import-worker';
import { testDbKinds } from '~/server/test/databases';
import { tempDataDir, upload } from '~/server/test/import-fixtures';
import { call, FIXED_NOW } from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

// Only a worker on the host that received a file can read it. When that host is gone (a deploy gives
// containers new names, a crash), another host's worker ends its jobs after a few leases without a
// sign of life, so they neither wait for ever nor count against the learner's open imports.

const minute = 60_000;
const leaseMs = 2 * minute;
const strandedAfterMs = 3 * leaseMs;
const stranded =
  'The import stopped on our side: the server holding your file is gone. Nothing was changed; please upload the file again.';

describe.each(testDbKinds)('An import whose host is gone (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: tempDataDir() });
    t.deps.now = () => FIXED_NOW;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const at = (ms: number) => new Date(FIXED_NOW.getTime() + ms);
  const workerOn = (host: string, clock: Date) =>
    createImportWorker({ db: t.database.db, logger: t.deps.logger, host, leaseMs, now: () => clock });
  const jobOf = async (token: string, id: string) =>
    (await call<ImportJob>(t, token, `/api/me/imports/${id}`)).body;
  const list = { data: 'Haus\thouse\n', name: 'de.tsv' };

  it('is failed by another host’s worker once no worker on its host has marked it for the window', async () => {
    const learner = await t.createVerifiedUser('stranded@example.com');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await upload(t, learner.token, list, { language: 'de' })).body.id);
    expect(await upload(t, learner.token, list)).toMatchObject({
      status: 409,
      body: { code: 'IMPORTS_BUSY' },
    });
    // All three were received by host A, whose disk (and so their files) went with it: two waiting,
    // one running when it died, its last batch a minute after the upload.
    const files = await t.database.db.select().from(importJob).where(eq(importJob.userId, learner.userId));
    for (const job of files) {
      rmSync(job.filePath!);
      await t.database.db.update(importJob).set({ storedOn: 'host-a' }).where(eq(importJob.id, job.id));
    }
    await t.database.db
      .update(importJob)
      .set({ status: 'running', attempts: 1, heartbeatAt: at(minute), leaseExpiresAt: at(minute + leaseMs) })
      .where(eq(importJob.id, ids[0]!));

    // Host B, before the window ends for each: nothing is touched.
    expect(await workerOn('host-b', at(strandedAfterMs - 1000)).runOnce()).toBe(0);
    expect((await jobOf(learner.token, ids[1]!)).status).toBe('queued');
    expect(await workerOn('host-b', at(minute + strandedAfterMs - 1000)).runOnce()).toBe(0);
    expect((await jobOf(learner.token, ids[0]!)).status).toBe('running');

    // Past it: each is failed with the reason, and the learner can import again.
    await workerOn('host-b', at(minute + strandedAfterMs + 1000)).runOnce();
    for (const id of ids) {
      expect(await jobOf(learner.token, id)).toMatchObject({
        status: 'failed',
        message: stranded,
        code: 'IMPORT_STRANDED',
      });
    }
    expect((await upload(t, learner.token, list, { language: 'de' })).status).toBe(202);
  });

  it('is taken over by a host that can read its file (DATA_DIR shared) and imported there', async () => {
    const learner = await t.createVerifiedUser('shared-disk@example.com');
    const { id } = (await upload(t, learner.token, list, { language: 'de' })).body;
    await t.database.db.update(importJob).set({ storedOn: 'host-a' }).where(eq(importJob.id, id));
    // It runs it (and any other job left stranded here with its file, like the first test's last upload).
    expect(await workerOn('host-b', at(strandedAfterMs + 1000)).runOnce()).toBeGreaterThanOrEqual(1);
    expect(await jobOf(learner.token, id)).toMatchObject({ status: 'done', counts: { words: 1 } });
  });
});
