import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Every webhook event processed, keyed by the sender's event id: a redelivery is recognised and skipped.
export const webhookEvent = pgTable(
  'webhook_event',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    // What processing did (e.g. "purchase created", "ignored: unknown user"), for support.
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    // A transfer looks for the transfers after it (one delivered late must not undo them).
    index('webhook_event_transfer_time_idx')
      .on(sql`((${t.payload}->'event'->>'event_timestamp_ms')::bigint)`)
      .where(sql`${t.type} = 'TRANSFER'`),
  ],
);
