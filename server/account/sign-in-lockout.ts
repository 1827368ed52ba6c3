import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '~/server/db/client';
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
/** Password checks a signed-in session asks for (deleting the account, changing the password). */
export const SESSION_PASSWORD_TRIES_PER_MINUTE = 5;
export const TOO_MANY_PASSWORD_TRIES_MESSAGE =
  'Too many wrong passwords. Please wait a minute and try again.';

const keyOf = (email: string) => email.trim().toLowerCase();

export async function isLockedOut(db: Db, email: string, now = Date.now()) {
  const [row] = await db
    .select({ lockedUntil: signInLockout.lockedUntil })
    .from(signInLockout)
    .where(and(eq(signInLockout.emailKey, keyOf(email)), gt(signInLockout.lockedUntil, now)));
  return row !== undefined;
}

// One email's attempts are counted one at a time (a lock for the transaction on the email's key), so
// attempts arriving together count each other.
const lockEmail = (tx: Tx, emailKey: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${emailKey}`}))`);

// Our own pruning, by our own window: failures too old to count, lockouts that have ended.
async function prune(tx: Tx, now: number) {
  await tx.delete(signInFailure).where(lte(signInFailure.failedAt, now - FAILURE_WINDOW_MS));
  await tx.delete(signInLockout).where(lte(signInLockout.lockedUntil, now));
}

async function failuresInWindow(tx: Tx, emailKey: string, now: number) {
  const [row] = await tx
    .select({ failures: count() })
    .from(signInFailure)
    .where(and(eq(signInFailure.emailKey, emailKey), gt(signInFailure.failedAt, now - FAILURE_WINDOW_MS)));
  return row?.failures ?? 0;
}

/** At the threshold the account is locked, and the count starts again from nothing once it ends. */
async function lockAtThreshold(tx: Tx, emailKey: string, failures: number, now: number) {
  if (failures < LOCKOUT_THRESHOLD) return;
  await tx
    .insert(signInLockout)
    .values({ emailKey, lockedUntil: now + LOCKOUT_MS })
    .onConflictDoUpdate({ target: signInLockout.emailKey, set: { lockedUntil: now + LOCKOUT_MS } });
  await tx.delete(signInFailure).where(eq(signInFailure.emailKey, emailKey));
}

/** Records one failure; returns how many fall within the window (the lock starts at the threshold). */
export async function recordFailedSignIn(db: Db, email: string, now = Date.now()) {
  const emailKey = keyOf(email);
  return db.transaction(async (tx) => {
    await lockEmail(tx, emailKey);
    await prune(tx, now);
    await tx.insert(signInFailure).values({ id: randomUUID(), emailKey, failedAt: now });
    const failures = await failuresInWindow(tx, emailKey, now);
    await lockAtThreshold(tx, emailKey, failures, now);
    return failures;
  });
}

/**
 * Before the password is checked: a locked email is refused, and otherwise the attempt is counted as
 * a failure while it is under way. The password check is slow, so without this a burst of guesses
 * sent together all passed the lock check before the first failure was written (39 wrong passwords
 * and the right one, all answered). With it, attempts under way and failures together stop at the
 * threshold: the rest are refused before their password is looked at. Returns the attempt's id for
 * settleSignInAttempt, or null when refused.
 */
export async function beginSignInAttempt(db: Db, email: string, now = Date.now()): Promise<string | null> {
  const attempt = await beginPasswordAttempt(db, email, { now });
  return 'id' in attempt ? attempt.id : null;
}

/**
 * beginSignInAttempt for any door that checks the account's password, with an optional throttle of
 * its own (`perMinute`: failures and attempts under way in the last minute), counted under the same
 * lock, so a burst cannot pass it either. Says why it refused: locked, or throttled.
 */
export async function beginPasswordAttempt(
  db: Db,
  email: string,
  options: { now?: number; perMinute?: number } = {},
): Promise<{ id: string } | { refused: 'locked' | 'throttled' }> {
  const { now = Date.now(), perMinute } = options;
  const emailKey = keyOf(email);
  return db.transaction(async (tx) => {
    await lockEmail(tx, emailKey);
    await prune(tx, now);
    const [locked] = await tx
      .select({ lockedUntil: signInLockout.lockedUntil })
      .from(signInLockout)
      .where(and(eq(signInLockout.emailKey, emailKey), gt(signInLockout.lockedUntil, now)));
    if (locked || (await failuresInWindow(tx, emailKey, now)) >= LOCKOUT_THRESHOLD)
      return { refused: 'locked' };
    if (perMinute !== undefined && (await failuresSince(tx, email, now - 60_000)) >= perMinute) {
      return { refused: 'throttled' };
    }
    const id = randomUUID();
    await tx.insert(signInFailure).values({ id, emailKey, failedAt: now });
    return { id };
  });
}

/**
 * After the password check: a wrong password keeps the attempt as a failure (and locks the account at
 * the threshold); a sign-in clears the count; anything else (an unverified email, an error) takes the
 * attempt back.
 */
export async function settleSignInAttempt(
  db: Db,
  email: string,
  attemptId: string,
  outcome: 'wrong-password' | 'signed-in' | 'other',
  now = Date.now(),
) {
  if (outcome === 'signed-in') return clearFailedSignIns(db, email, now);
  if (outcome === 'other') {
    await db.delete(signInFailure).where(eq(signInFailure.id, attemptId));
    return;
  }
  const emailKey = keyOf(email);
  await db.transaction(async (tx) => {
    await lockEmail(tx, emailKey);
    await lockAtThreshold(tx, emailKey, await failuresInWindow(tx, emailKey, now), now);
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

/** A password reset by the address's owner ends a lock and its count at once. */
export async function liftLockout(db: Db, email: string) {
  const emailKey = keyOf(email);
  await db.delete(signInFailure).where(eq(signInFailure.emailKey, emailKey));
  await db.delete(signInLockout).where(eq(signInLockout.emailKey, emailKey));
}

/** Failures recorded for the email since `since` (epoch milliseconds), for a shorter throttle of its own. */
export async function failuresSince(db: Db | Tx, email: string, since: number) {
  const [row] = await db
    .select({ failures: count() })
    .from(signInFailure)
    .where(and(eq(signInFailure.emailKey, keyOf(email)), gt(signInFailure.failedAt, since)));
  return row?.failures ?? 0;
}
