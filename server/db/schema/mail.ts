import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The local outbox: where mail goes when SMTP is not configured (development, demos, tests).
export const outboxMessage = pgTable('outbox_message', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  // The action link (verify, reset) so that the mailbox page and tests can follow it.
  link: text('link'),
  kind: text('kind').notNull(),
  meta: jsonb('meta'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
