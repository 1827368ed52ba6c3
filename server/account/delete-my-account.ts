import type { Db } from '~/server/db/client';
import { AppError } from '~/server/http/errors';
import { deleteUserRows, removeDeletedUploads } from '~/server/users/delete-user';
import { findUserRow, lockAdministrators } from '~/server/users/get-user';
import { findPasswordHash, type PasswordHashing } from './password-hash';
import {
  beginPasswordAttempt,
  LOCKED_OUT_MESSAGE,
  SESSION_PASSWORD_TRIES_PER_MINUTE,
  settleSignInAttempt,
  TOO_MANY_PASSWORD_TRIES_MESSAGE,
} from './sign-in-lockout';

/** A session this young counts as a fresh sign-in: no password needed to delete the account. */
export const FRESH_SESSION_MS = 10 * 60 * 1000;

/** Wrong passwords a learner may give here per minute; each also counts toward the sign-in lockout. */

const reauthenticate = () =>
  new AppError(
    'REAUTHENTICATION_REQUIRED',
    'To delete your account, confirm your password (or sign in again and retry within 10 minutes).',
    401,
  );

// No password to confirm with (Google or Apple only): a fresh sign-in is the only way, and a password
// sent anyway is not a guess at anything, so it is neither checked nor counted as a failed sign-in.
const signInAgain = () =>
  new AppError(
    'REAUTHENTICATION_REQUIRED',
    'Your account has no password: sign in again, then delete your account within ten minutes.',
    401,
  );

/**
 * Deletes the learner's account and learning data after re-authentication: their password, or a
 * session created in the last ten minutes (the only way for an account without a password). Wrong
 * passwords are throttled and count as failed sign-ins. Purchases stay with their owner cleared, exactly as the
 * admin's delete (deleteUserRows) leaves them.
 */
export async function deleteMyAccount(
  db: Db,
  input: { userId: string; password?: string; sessionCreatedAt: Date; now: Date },
  passwords: Pick<PasswordHashing, 'verify'>,
) {
  const fresh = input.now.getTime() - input.sessionCreatedAt.getTime() <= FRESH_SESSION_MS;
  if (!fresh) {
    const hash = await findPasswordHash(db, input.userId);
    if (hash === null) throw signInAgain();
    if (!input.password) throw reauthenticate();
    const target = await findUserRow(db, input.userId);
    // A stolen session must not become a free password oracle: the same lockout as sign-in, and a
    // per-minute throttle of its own, both counted from the failures of either door. The attempt is
    // counted while its password is checked, so a burst of guesses sent together cannot all pass.
    const nowMs = input.now.getTime();
    const attempt = await beginPasswordAttempt(db, target.email, {
      now: nowMs,
      perMinute: SESSION_PASSWORD_TRIES_PER_MINUTE,
    });
    if ('refused' in attempt && attempt.refused === 'locked') {
      throw new AppError('ACCOUNT_LOCKED', LOCKED_OUT_MESSAGE, 429);
    }
    if ('refused' in attempt) {
      throw new AppError('TOO_MANY_ATTEMPTS', TOO_MANY_PASSWORD_TRIES_MESSAGE, 429);
    }
    let outcome: 'wrong-password' | 'other' = 'other';
    try {
      if (!(await passwords.verify({ hash, password: input.password }))) {
        outcome = 'wrong-password';
        throw new AppError('INVALID_PASSWORD', 'The password is not correct.', 401);
      }
    } finally {
      await settleSignInAttempt(db, target.email, attempt.id, outcome, nowMs);
    }
  }
  const uploads = await db.transaction(async (tx) => {
    await lockAdministrators(tx);
    return deleteUserRows(tx, await findUserRow(tx, input.userId, { forUpdate: true }));
  });
  await removeDeletedUploads(uploads);
}
