import { verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { account } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { deleteUserRows } from '~/server/users/delete-user';
import { findUserRow } from '~/server/users/get-user';

/** A session this young counts as a fresh sign-in: no password needed to delete the account. */
export const FRESH_SESSION_MS = 10 * 60 * 1000;

const reauthenticate = () =>
  new AppError(
    'REAUTHENTICATION_REQUIRED',
    'To delete your account, confirm your password (or sign in again and retry within 10 minutes).',
    401,
  );

/**
 * Deletes the learner's account and learning data after re-authentication: their password, or a
 * session created in the last ten minutes. Purchases stay with their owner cleared, exactly as the
 * admin's delete (deleteUserRows) leaves them.
 */
export async function deleteMyAccount(
  db: Db,
  input: { userId: string; password?: string; sessionCreatedAt: Date; now: Date },
) {
  const fresh = input.now.getTime() - input.sessionCreatedAt.getTime() <= FRESH_SESSION_MS;
  if (!fresh) {
    if (!input.password) throw reauthenticate();
    const [credential] = await db
      .select({ hash: account.password })
      .from(account)
      .where(and(eq(account.userId, input.userId), eq(account.providerId, 'credential')));
    const ok = credential?.hash
      ? await verifyPassword({ hash: credential.hash, password: input.password })
      : false;
    if (!ok) throw new AppError('INVALID_PASSWORD', 'The password is not correct.', 401);
  }
  await db.transaction(async (tx) => {
    await deleteUserRows(tx, await findUserRow(tx, input.userId, { forUpdate: true }));
  });
}
