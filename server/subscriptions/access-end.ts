import { sql } from 'drizzle-orm';
import { purchase } from '~/server/db/schema';

/**
 * When a period's access ends: its expiry, or a billing grace period's end when later (greatest
 * skips a null; null when neither is known: never). The cards count a subscription while this runs
 * and the list shows it on each row, so the two cannot disagree about when a period ended. Read as
 * a number: PostgreSQL's driver returns a bigint as a string.
 */
export const accessEndMs = sql<
  number | null
>`greatest(${purchase.expirationAtMs}, ${purchase.gracePeriodExpirationAtMs})`.mapWith(Number);
