import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import { emptyImportCounts } from '~/core/imports/import-job';
import { defaultStudySettings } from '~/core/study/study-settings';
import type { Db, Tx } from '~/server/db/client';
import { importJob, userProfile } from '~/server/db/schema';
import type { Logger } from '~/server/logger';
import { heldSpelling } from '~/server/words/find-held-words';
import { createPollingLoop } from '~/server/workers/polling-loop';
import { ImportLeaseLost, type ImportRun, importBatch } from './import-batch';
import { ImportFileError } from './import-error';
import { removeImportFile, thisHost } from './import-storage';
import { overLimitMessage } from './over-limit-message';
import { type ReaderOptions, readImportFile } from './read-import-file';
import { splitAtResumePoint } from './resume-point';

export type ImportWorkerOptions = {
  db: Db;
  logger: Logger;
  now?: () => Date;
  pollIntervalMs?: number;
  /** How long a claim lasts without news; renewed with every batch. A job still `running` after it is taken again. */
  leaseMs?: number;
  /** Runs before a job is marked failed for a fault of ours (a file we refuse fails at once). */
  maxAttempts?: number;
  host?: string;
  /**
   * The reader thread's time limit (a file that exceeds it fails the job at once, not retried) and,
   * for tests, its module. The limit stays under leaseMs, so a slow file is stopped before its claim
   * lapses and another run takes it up.
   */
  reader?: ReaderOptions;
};

export type ImportWorker = {
  start: () => void;
  stop: (timeoutMs?: number) => Promise<void>;
  wake: () => void;
  /** Runs every job this host may claim now; returns how many. For tests and tools. */
  runOnce: () => Promise<number>;
};

type ClaimedJob = typeof importJob.$inferSelect;

const OUR_FAULT = 'The import failed on our side. Nothing was changed; please try again.';
// Each batch is committed as it is read, so a run that fails partway keeps what it added (its counts
// say what); a run that takes the job up again resumes after it, and importing the file again (a new
// job) recognises those words and adds the rest.
const OUR_FAULT_PARTLY =
  'The import stopped on our side partway through. The words it added are kept; import the file again to add the rest.';

export function createImportWorker({
  db,
  logger,
  now = () => new Date(),
  pollIntervalMs = 2000,
  leaseMs = 2 * 60_000,
  maxAttempts = 3,
  host = thisHost(),
  reader = {},
}: ImportWorkerOptions): ImportWorker {
  let stopped = false;
  const leaseFrom = (at: Date) => new Date(at.getTime() + leaseMs);

  // As the mail worker: one short transaction to claim, SKIP LOCKED so processes share the queue.
  const claim = (at: Date) =>
    db.transaction(async (tx) => {
      const [due] = await tx
        .select({ userId: importJob.userId, id: importJob.id })
        .from(importJob)
        .where(
          and(
            eq(importJob.storedOn, host),
            or(
              eq(importJob.status, 'queued'),
              and(eq(importJob.status, 'running'), lte(importJob.leaseExpiresAt, at)),
            ),
          ),
        )
        .orderBy(asc(importJob.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      const [row] = await tx
        .update(importJob)
        .set({
          status: 'running',
          attempts: sql`${importJob.attempts} + 1`,
          leaseExpiresAt: leaseFrom(at),
          // Counts, notes processed and the limit note stay: a run resumes where the last one committed.
          message: null,
          updatedAt: at,
        })
        .where(and(eq(importJob.userId, due.userId), eq(importJob.id, due.id)))
        .returning();
      return row;
    });

  // The job as this run claimed it: one another worker took over since is neither extended nor settled.
  const stillThisRun = (job: ClaimedJob) =>
    and(
      eq(importJob.userId, job.userId),
      eq(importJob.id, job.id),
      eq(importJob.status, 'running'),
      eq(importJob.attempts, job.attempts),
    );

  const renewLease = async (tx: Tx, job: ClaimedJob, at: Date) => {
    const renewed = await tx
      .update(importJob)
      .set({ leaseExpiresAt: leaseFrom(at) })
      .where(stillThisRun(job))
      .returning({ id: importJob.id });
    if (renewed.length === 0) throw new ImportLeaseLost();
  };

  const settle = async (job: ClaimedJob, status: 'done' | 'failed' | 'queued', message: string | null) => {
    const at = now();
    await db
      .update(importJob)
      .set({
        status,
        message,
        leaseExpiresAt: null,
        updatedAt: at,
        ...(status === 'queued' ? {} : { finishedAt: at, filePath: null }),
      })
      .where(stillThisRun(job));
    if (status !== 'queued') await removeImportFile(job.filePath);
  };

  const learnerOf = async (userId: string) => {
    const [row] = await db
      .select({
        timeZone: userProfile.timeZone,
        desiredRetention: userProfile.desiredRetention,
        fsrsParameters: userProfile.fsrsParameters,
      })
      .from(userProfile)
      .where(eq(userProfile.userId, userId));
    return {
      timeZone: row?.timeZone ?? defaultStudySettings.timeZone,
      desiredRetention: row?.desiredRetention ?? defaultStudySettings.desiredRetention,
      parameters: row?.fsrsParameters?.weights ?? null,
    };
  };

  const runJob = async (job: ClaimedJob) => {
    const run: ImportRun = {
      jobId: job.id,
      userId: job.userId,
      attempt: job.attempts,
      languageCode: job.languageCode,
      counts: { ...emptyImportCounts, ...job.counts },
      processed: job.processed,
      seen: new Set(),
      limitNote: job.limitNote,
    };
    const context = { job: job.id, format: job.format, attempt: job.attempts };
    const started = performance.now();
    // Words and reviews of the batches committed so far (a failed batch's own counts are undone).
    let kept = run.counts.words + run.counts.reviews;
    // Notes read from the file so far, against the notes earlier runs committed.
    let read = 0;
    // A run that died (its claim lapsed) was an attempt too: a job whose every run dies, taking its
    // process with it, is failed after maxAttempts instead of being taken up again for ever.
    if (job.attempts > maxAttempts) {
      logger.error(context, 'import failed: every run of it died');
      await settle(job, 'failed', kept > 0 ? OUR_FAULT_PARTLY : OUR_FAULT);
      return;
    }
    try {
      if (!job.filePath) throw new ImportFileError('The uploaded file is gone; please upload it again.');
      const batches = readImportFile(
        {
          path: job.filePath,
          format: job.format,
          mapping: job.mapping,
          jobId: job.id,
          learner: await learnerOf(job.userId),
          now: now().toISOString(),
        },
        // Awaited: a query builder that is never awaited is never sent (the bar stayed at 0%).
        async (total) => {
          await db
            .update(importJob)
            .set({ total })
            .where(and(eq(importJob.userId, job.userId), eq(importJob.id, job.id)));
        },
        reader,
      );
      for await (const batch of batches) {
        if (stopped) return;
        const { done, rest } = splitAtResumePoint(batch, read, job.processed);
        read += batch.notes;
        for (const item of done) run.seen.add(heldSpelling(item.word));
        const at = now();
        await db.transaction(async (tx) => {
          if (rest.notes > 0) await importBatch(tx, run, rest, at);
          await renewLease(tx, job, at);
        });
        kept = run.counts.words + run.counts.reviews;
      }
      await settle(job, 'done', run.limitNote ? overLimitMessage(run.counts.overLimit, run.limitNote) : null);
      logger.info(
        { ...context, counts: run.counts, ms: Math.round(performance.now() - started) },
        'import done',
      );
    } catch (error) {
      if (error instanceof ImportLeaseLost) {
        const [still] = await db
          .select({ id: importJob.id })
          .from(importJob)
          .where(and(eq(importJob.userId, job.userId), eq(importJob.id, job.id)));
        if (still) {
          logger.warn(context, 'import claim lapsed; another worker has the job');
          return;
        }
        // The learner was deleted while it ran: nobody else will remove their file.
        await removeImportFile(job.filePath);
        logger.info(context, 'import stopped: its learner was deleted');
        return;
      }
      if (error instanceof ImportFileError) {
        await settle(job, 'failed', error.message);
        logger.info({ ...context, reason: error.message }, 'import refused');
        return;
      }
      logger.error({ ...context, err: error }, 'import failed');
      const last = job.attempts >= maxAttempts;
      await settle(job, last ? 'failed' : 'queued', last ? (kept > 0 ? OUR_FAULT_PARTLY : OUR_FAULT) : null);
    }
  };

  const runOnce = async () => {
    let jobs = 0;
    while (!stopped) {
      const job = await claim(now());
      if (!job) return jobs;
      jobs++;
      await runJob(job);
    }
    return jobs;
  };

  const loop = createPollingLoop({
    round: runOnce,
    pollIntervalMs,
    logger,
    failure: 'import worker could not read its queue',
  });

  return {
    start: () => {
      stopped = false;
      loop.start();
    },
    wake: loop.wake,
    stop: async (timeoutMs) => {
      stopped = true;
      await loop.stop(timeoutMs);
    },
    runOnce,
  };
}
