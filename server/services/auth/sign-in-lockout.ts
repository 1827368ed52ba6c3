import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { rateLimit } from '~/server/db/schema';

// Account lockout: after 10 consecutive failed sign-ins an account is locked for 15 minutes.
// The counters live in the rate_limit table (as Better Auth's per-address counters do), so every
// server process on the database sees the same state. Unknown emails count too, so that a lockout
// reveals nothing about which accounts exist.
export const LOCKOUT_THRESHOLD = 10;
export const LOCKOUT_MS = 15 * 60 * 1000;
export const LOCKED_OUT_MESSAGE = 'Too many failed attempts. Please try again later.';

const keyOf = (email: string) => `lockout:${email.trim().toLowerCase()}`;

export async function isLockedOut(db: Db, email: string, now = Date.now()) {
  const [row] = await db
    .select({ count: rateLimit.count })
    .from(rateLimit)
    .where(and(eq(rateLimit.key, keyOf(email)), gte(rateLimit.lastRequest, now - LOCKOUT_MS)));
  return (row?.count ?? 0) >= LOCKOUT_THRESHOLD;
}

/** Counts one failure atomically; a streak older than the lockout window starts again at 1. */
export async function recordFailedSignIn(db: Db, email: string, now = Date.now()) {
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key: keyOf(email), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${now - LOCKOUT_MS} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: now,
      },
    })
    .returning({ count: rateLimit.count });
  return row?.count ?? 1;
}

export async function clearFailedSignIns(db: Db, email: string) {
  await db.delete(rateLimit).where(eq(rateLimit.key, keyOf(email)));
}
