import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { mailDeliveryAttempt, mailOutbox } from '~/server/db/schema';
import type { Logger } from '~/server/logger';
import {
  type DeliveryFailure,
  describeDeliveryFailure,
  recipientDomain,
  retryDelayMs,
} from '~/server/mail/delivery-failure';
import type { MailTransport } from '~/server/mail/transport';
import { createPollingLoop } from '~/server/workers/polling-loop';

export type MailWorkerOptions = {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  now?: () => Date;
  /** How often due rows are looked for (a mail written by this process wakes the worker at once). */
  pollIntervalMs?: number;
  /**
   * Tries that failed for the message's own reason before it is failed. Failures of the server or its
   * configuration do not count, and a mail with a link is tried until the link expires.
   */
  maxAttempts?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /**
   * How long a claim lasts unless renewed (it is, every third of it, while its attempt runs): a row
   * still `sending` after it (its process died) is taken again.
   */
  leaseMs?: number;
};

export type MailWorker = {
  start: () => void;
  /** Stops polling and waits (at most `timeoutMs`) for the attempt in flight; an unfinished one is retried after its lease. */
  stop: (timeoutMs?: number) => Promise<void>;
  /** Looks for due mail now (after an insert). */
  wake: () => void;
  /** Delivers every due row once; returns how many attempts were made. For tests and tools. */
  runOnce: () => Promise<number>;
};

type ClaimedMail = typeof mailOutbox.$inferSelect;

export function createMailWorker({
  db,
  transport,
  logger,
  now = () => new Date(),
  pollIntervalMs = 1000,
  maxAttempts = 8,
  retryBaseMs = 30_000,
  retryMaxMs = 30 * 60_000,
  leaseMs = 2 * 60_000,
}: MailWorkerOptions): MailWorker {
  let stopped = false;

  // One short transaction per claim: the row lock is held only while the row is marked `sending`,
  // never during SMTP. SKIP LOCKED lets another process take the next row instead of waiting.
  const claim = (at: Date) =>
    db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          or(
            and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, at)),
            and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.leaseExpiresAt, at)),
          ),
        )
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      const [row] = await tx
        .update(mailOutbox)
        .set({
          status: 'sending',
          attempts: sql`${mailOutbox.attempts} + 1`,
          leaseExpiresAt: new Date(at.getTime() + leaseMs),
          updatedAt: at,
        })
        .where(eq(mailOutbox.id, due.id))
        .returning();
      return row;
    });

  const record = async (
    mail: ClaimedMail,
    startedAt: Date,
    outcome: 'sent' | 'retry' | 'failed',
    failure?: DeliveryFailure,
  ) => {
    const finishedAt = now();
    const nextAttemptAt =
      outcome === 'retry'
        ? new Date(finishedAt.getTime() + retryDelayMs(mail.attempts, retryBaseMs, retryMaxMs))
        : undefined;
    await db.transaction(async (tx) => {
      // Only the claim that is still current may settle the row (a lapsed lease may have passed it on).
      const [settled] = await tx
        .update(mailOutbox)
        .set({
          status: outcome === 'retry' ? 'pending' : outcome,
          leaseExpiresAt: null,
          lastError: failure?.message ?? null,
          ...(failure && !failure.serverSide ? { messageFailures: mail.messageFailures + 1 } : {}),
          updatedAt: finishedAt,
          ...(outcome === 'sent' ? { sentAt: finishedAt } : {}),
          ...(nextAttemptAt ? { nextAttemptAt } : {}),
        })
        .where(
          and(
            eq(mailOutbox.id, mail.id),
            eq(mailOutbox.status, 'sending'),
            eq(mailOutbox.attempts, mail.attempts),
          ),
        )
        .returning({ id: mailOutbox.id });
      if (!settled) {
        // The mail is gone (its recipient's account was deleted while it was being sent): nothing to
        // record it against, and the round goes on with the next mail.
        const [still] = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(eq(mailOutbox.id, mail.id));
        if (!still) {
          logger.info({ kind: mail.kind, attempt: mail.attempts }, 'mail removed while it was being sent');
          return;
        }
      }
      await tx.insert(mailDeliveryAttempt).values({
        mailId: mail.id,
        attempt: mail.attempts,
        outcome,
        transport: transport.kind,
        error: failure?.message,
        responseCode: failure?.responseCode,
        startedAt,
        finishedAt,
      });
      if (!settled)
        logger.warn(
          { kind: mail.kind, attempt: mail.attempts },
          'mail claim lapsed before the attempt ended',
        );
    });
    return nextAttemptAt;
  };

  // A mail with a link is worth sending while the link works (it is failed once the link expires);
  // any other gives up after maxAttempts failures of its own. A server that is down, or refuses our
  // credentials or sender, is the operator's to fix: the mail waits for it (ADR 0007).
  const usedUpTries = (mail: ClaimedMail, failure: DeliveryFailure) =>
    !mail.linkExpiresAt && !failure.serverSide && mail.messageFailures + 1 >= maxAttempts;

  // One attempt may wait minutes for a slow server (each reply may take SMTP_REPLY_TIMEOUT_MS, so
  // that a message the server did accept is not sent twice), yet a process that dies mid-send should
  // not hold its mail that long. The claim is renewed while the attempt runs, so the lease need only
  // outlast a renewal: a live process keeps its mail however slow the server, a dead one's is taken
  // over a lease later. A stopping worker stops renewing.
  const holdClaim = (mail: ClaimedMail) => {
    const timer = setInterval(
      () => {
        if (stopped) return clearInterval(timer);
        db.update(mailOutbox)
          .set({ leaseExpiresAt: new Date(now().getTime() + leaseMs) })
          .where(
            and(
              eq(mailOutbox.id, mail.id),
              eq(mailOutbox.status, 'sending'),
              eq(mailOutbox.attempts, mail.attempts),
            ),
          )
          .catch((error: unknown) =>
            logger.warn({ err: error, kind: mail.kind }, 'could not renew a mail claim'),
          );
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    return () => clearInterval(timer);
  };

  const deliver = async (mail: ClaimedMail) => {
    const startedAt = now();
    const context = { kind: mail.kind, domain: recipientDomain(mail.recipient), attempt: mail.attempts };
    // Retries (or an SMTP server configured late) can outlast the link a mail carries: a password
    // reset's works for an hour, and the mail says so. Past it the mail is not sent; the learner asks
    // for a new one.
    if (mail.linkExpiresAt && mail.linkExpiresAt.getTime() <= startedAt.getTime()) {
      await record(mail, startedAt, 'failed', {
        message: 'Not sent: the link in this mail expired before it could be delivered.',
        code: 'LINK_EXPIRED',
        permanent: true,
        serverSide: false,
      });
      logger.warn(context, 'mail not sent: its link expired before delivery');
      return;
    }
    const release = holdClaim(mail);
    try {
      await transport.deliver(mail);
    } catch (error) {
      release();
      const failure = describeDeliveryFailure(error);
      const outcome = failure.permanent || usedUpTries(mail, failure) ? 'failed' : 'retry';
      const nextAttemptAt = await record(mail, startedAt, outcome, failure);
      const details = { ...context, code: failure.code, responseCode: failure.responseCode, nextAttemptAt };
      if (outcome === 'failed') logger.error(details, 'mail delivery failed for good');
      else logger.warn(details, 'mail delivery failed; will retry');
      return;
    }
    release();
    await record(mail, startedAt, 'sent');
    logger.info({ ...context, transport: transport.kind }, 'mail delivered');
  };

  const runOnce = async () => {
    let attempts = 0;
    while (!stopped) {
      const mail = await claim(now());
      if (!mail) return attempts;
      attempts++;
      await deliver(mail);
    }
    return attempts;
  };

  const loop = createPollingLoop({
    round: runOnce,
    pollIntervalMs,
    logger,
    failure: 'mail worker could not read the outbox',
  });

  return {
    start: loop.start,
    wake: loop.wake,
    stop: async (timeoutMs = 5000) => {
      stopped = true;
      await loop.stop(timeoutMs);
      transport.close();
    },
    runOnce,
  };
}

// Without SMTP_URL nothing delivers: mail stays `pending` in the outbox (readable at /dev/mailbox in
// development) and goes out once a server with SMTP_URL runs.
export const idleMailWorker: MailWorker = {
  start: () => {},
  stop: async () => {},
  wake: () => {},
  runOnce: async () => 0,
};
