import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

// Every email, written durably before the request that caused it answers (ADR 0007). The delivery
// worker claims due rows with FOR UPDATE SKIP LOCKED, so several server processes share the table.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // The action link (verify, reset) so that the dev mailbox and tests can follow it. Never logged.
    link: text('link'),
    // When that link stops working: mail still undelivered then is not sent (a dead link), but failed.
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // Failed attempts that were this message's (its recipient or data refused, a send cut off): only
    // these count toward MAIL_MAX_ATTEMPTS. A server that is down or misconfigured delays mail, it does
    // not use up its tries.
    messageFailures: integer('message_failures').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // While `sending`: when the claim lapses and another worker may take the row (its process died).
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_recipient_idx').on(t.recipient, t.createdAt),
  ],
);

// One row per delivery attempt: when, how it ended, and the SMTP server's answer.
export const mailDeliveryAttempt = pgTable(
  'mail_delivery_attempt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    // sent | retry (a later attempt is scheduled) | failed (no further attempt)
    outcome: text('outcome').$type<'sent' | 'retry' | 'failed'>().notNull(),
    transport: text('transport').notNull(),
    error: text('error'),
    responseCode: integer('response_code'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('mail_delivery_attempt_outcome_check', sql`${t.outcome} in ('sent', 'retry', 'failed')`),
    index('mail_delivery_attempt_mail_idx').on(t.mailId, t.attempt),
  ],
);
