import { access } from 'node:fs/promises';
import { and, asc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
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
import { FILE_REFUSED_CODE, type JobFailure, jobFailures } from './job-failures';
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
   * How long a queued or running job stored on another host may go without a sign of life from a
   * worker there before this one ends it (its host is gone: a deploy, a crash, a new container name).
   * A few leases: a live worker marks its host's jobs at least every half lease, even while busy.
   */
  strandedAfterMs?: number;
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

const ourFault = (kept: number) => (kept > 0 ? jobFailures.ourFaultPartly : jobFailures.ourFault);

const fileIsHere = (filePath: string) =>
  access(filePath).then(
    () => true,
    () => false,
  );

export function createImportWorker({
  db,
  logger,
  now = () => new Date(),
  pollIntervalMs = 2000,
  leaseMs = 2 * 60_000,
  maxAttempts = 3,
  host = thisHost(),
  strandedAfterMs = 3 * leaseMs,
  reader = {},
}: ImportWorkerOptions): ImportWorker {
  let stopped = false;
  const leaseFrom = (at: Date) => new Date(at.getTime() + leaseMs);
  const open = inArray(importJob.status, ['queued', 'running']);

  // This host's jobs waiting for its worker, and the one it runs, are marked alive at most every half
  // lease: with each job it takes, and with each batch of a long one while the others wait behind it.
  // An idle worker need not: it takes a waiting job at once.
  let lastBeat = Number.NEGATIVE_INFINITY;
  const heartbeat = async (at: Date) => {
    if (at.getTime() - lastBeat < leaseMs / 2) return;
    lastBeat = at.getTime();
    await db
      .update(importJob)
      .set({ heartbeatAt: at })
      .where(and(eq(importJob.storedOn, host), open));
  };

  // Jobs another host stored and no worker there has marked within strandedAfterMs (a new job counts
  // from its last change): with DATA_DIR shared, this host sees the file and takes the job over; else
  // nobody can read it, and the job fails instead of waiting for ever and counting against the
  // learner's open imports.
  const endStranded = (at: Date) =>
    db.transaction(async (tx) => {
      const cutoff = new Date(at.getTime() - strandedAfterMs);
      const stranded = await tx
        .select({
          userId: importJob.userId,
          id: importJob.id,
          storedOn: importJob.storedOn,
          filePath: importJob.filePath,
          counts: importJob.counts,
        })
        .from(importJob)
        .where(
          and(
            ne(importJob.storedOn, host),
            open,
            sql`greatest(${importJob.heartbeatAt}, ${importJob.updatedAt}) <= ${cutoff.toISOString()}::timestamptz`,
            or(sql`${importJob.leaseExpiresAt} is null`, lte(importJob.leaseExpiresAt, at)),
          ),
        )
        .limit(20)
        .for('update', { skipLocked: true });
      for (const job of stranded) {
        const key = and(eq(importJob.userId, job.userId), eq(importJob.id, job.id));
        const context = { job: job.id, storedOn: job.storedOn };
        if (job.filePath && (await fileIsHere(job.filePath))) {
          await tx.update(importJob).set({ storedOn: host, heartbeatAt: at }).where(key);
          logger.warn(context, 'import stranded on a host that is gone; its file is here, so taken over');
          continue;
        }
        const kept = job.counts.words + job.counts.reviews > 0;
        const failure = kept ? jobFailures.strandedPartly : jobFailures.stranded;
        await tx
          .update(importJob)
          .set({
            status: 'failed',
            message: failure.message,
            messageCode: failure.code,
            leaseExpiresAt: null,
            filePath: null,
            updatedAt: at,
            finishedAt: at,
          })
          .where(key);
        logger.warn(context, 'import failed: stranded on a host that is gone');
      }
    });

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
          heartbeatAt: at,
          // Counts, notes processed and the limit note stay: a run resumes where the last one committed.
          message: null,
          messageCode: null,
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
      .set({ leaseExpiresAt: leaseFrom(at), heartbeatAt: at })
      .where(stillThisRun(job))
      .returning({ id: importJob.id });
    if (renewed.length === 0) throw new ImportLeaseLost();
  };

  // A failed job says why (and its code); a done one may note what its plan left out; a queued one nothing.
  const settle = async (
    job: ClaimedJob,
    ending:
      | { status: 'failed'; failure: JobFailure }
      | { status: 'done'; message: string | null }
      | { status: 'queued' },
  ) => {
    const at = now();
    const status = ending.status;
    await db
      .update(importJob)
      .set({
        status,
        message: status === 'failed' ? ending.failure.message : status === 'done' ? ending.message : null,
        messageCode: status === 'failed' ? ending.failure.code : null,
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
      await settle(job, { status: 'failed', failure: ourFault(kept) });
      return;
    }
    try {
      // A file lost from this host's disk (DATA_DIR not kept across a restart) is refused at once, not
      // retried as a fault of ours.
      const filePath = job.filePath;
      if (!filePath || !(await fileIsHere(filePath)))
        throw new ImportFileError(jobFailures.fileGone.message, jobFailures.fileGone.code);
      const batches = readImportFile(
        {
          path: filePath,
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
        await heartbeat(at);
      }
      await settle(job, {
        status: 'done',
        message: run.limitNote ? overLimitMessage(run.counts.overLimit, run.limitNote) : null,
      });
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
        await settle(job, {
          status: 'failed',
          failure: { message: error.message, code: error.code ?? FILE_REFUSED_CODE },
        });
        logger.info({ ...context, reason: error.message }, 'import refused');
        return;
      }
      logger.error({ ...context, err: error }, 'import failed');
      const last = job.attempts >= maxAttempts;
      await settle(job, last ? { status: 'failed', failure: ourFault(kept) } : { status: 'queued' });
    }
  };

  const runOnce = async () => {
    await endStranded(now());
    let jobs = 0;
    while (!stopped) {
      const job = await claim(now());
      if (!job) return jobs;
      jobs++;
      await heartbeat(now());
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
