import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, lt, lte } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { signInFailure, signInLockout } from '~/server/db/schema';

// Account lockout: 10 failed sign-ins within 15 minutes lock the account for 15 minutes, however the
// failures are spread (three bursts of 8 a minute apart lock it too). The state lives in its own
// tables, which nothing but this file prunes (Better Auth's rate limiter prunes rate_limit at every
// window roll-over), so it holds across server processes and restarts. Unknown emails count too, so
// that a lockout reveals nothing about which accounts exist. `now` is epoch milliseconds.
export const LOCKOUT_THRESHOLD = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_MS = 15 * 60 * 1000;
export const LOCKED_OUT_MESSAGE = 'Too many failed attempts. Please try again later.';

const keyOf = (email: string) => email.trim().toLowerCase();

export async function isLockedOut(db: Db, email: string, now = Date.now()) {
  const [row] = await db
    .select({ lockedUntil: signInLockout.lockedUntil })
    .from(signInLockout)
    .where(and(eq(signInLockout.emailKey, keyOf(email)), gt(signInLockout.lockedUntil, now)));
  return row !== undefined;
}

/** Records one failure; returns how many fall within the window (the lock starts at the threshold). */
export async function recordFailedSignIn(db: Db, email: string, now = Date.now()) {
  const emailKey = keyOf(email);
  return db.transaction(async (tx) => {
    // Our own pruning, by our own window: failures too old to count, lockouts that have ended.
    await tx.delete(signInFailure).where(lte(signInFailure.failedAt, now - FAILURE_WINDOW_MS));
    await tx.delete(signInLockout).where(lte(signInLockout.lockedUntil, now));
    await tx.insert(signInFailure).values({ id: randomUUID(), emailKey, failedAt: now });
    const [row] = await tx
      .select({ failures: count() })
      .from(signInFailure)
      .where(and(eq(signInFailure.emailKey, emailKey), gt(signInFailure.failedAt, now - FAILURE_WINDOW_MS)));
    const failures = row?.failures ?? 1;
    if (failures >= LOCKOUT_THRESHOLD) {
      await tx
        .insert(signInLockout)
        .values({ emailKey, lockedUntil: now + LOCKOUT_MS })
        .onConflictDoUpdate({ target: signInLockout.emailKey, set: { lockedUntil: now + LOCKOUT_MS } });
      // Once the lock ends, the count starts again from nothing.
      await tx.delete(signInFailure).where(eq(signInFailure.emailKey, emailKey));
    }
    return failures;
  });
}

/** A successful sign-in starts the count again. */
export async function clearFailedSignIns(db: Db, email: string, now = Date.now()) {
  const emailKey = keyOf(email);
  await db.delete(signInFailure).where(eq(signInFailure.emailKey, emailKey));
  await db
    .delete(signInLockout)
    .where(and(eq(signInLockout.emailKey, emailKey), lt(signInLockout.lockedUntil, now)));
}

/** Failures recorded for the email since `since` (epoch milliseconds), for a shorter throttle of its own. */
export async function failuresSince(db: Db, email: string, since: number) {
  const [row] = await db
    .select({ failures: count() })
    .from(signInFailure)
    .where(and(eq(signInFailure.emailKey, keyOf(email)), gt(signInFailure.failedAt, since)));
  return row?.failures ?? 0;
}
