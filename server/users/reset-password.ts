import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type Auth, sendPasswordResetMail } from '~/server/account/auth';
import { passwordHashingOf } from '~/server/account/password-hash';
import type { Actor } from '~/server/audit/actor';
import { recordAudit } from '~/server/audit/record-audit';
import type { Db } from '~/server/db/client';
import { account, session } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { findUserRow } from './get-user';

// Sends Better Auth's own reset email (the same link and page as "Forgot password"), ends the user's
// sessions and retires the password: an administrator resets a password because it may be known to
// someone else, so it must stop signing anyone in (it kept working until the emailed link was used).
// Its hash is replaced by one of a random secret nobody holds, a hash like any other, so sign-in
// simply finds the password wrong. Then records it all. The mail goes first: when it is not queued
// (the recipient's hourly cap, a failed write) nothing else happens, or the user would be left with
// no password and no link.
export async function resetUserPassword(db: Db, auth: Auth, input: { id: string; actor: Actor }) {
  // It would sign the administrator out and retire the password they are using.
  if (input.id === input.actor.id) {
    throw new AppError('CANNOT_RESET_OWN_PASSWORD', 'You cannot reset your own password.', 409);
  }
  const target = await findUserRow(db, input.id);
  if (target.banned) {
    throw new AppError(
      'USER_DISABLED',
      'This account is disabled. Enable it before resetting its password.',
      409,
    );
  }
  const mail = await sendPasswordResetMail(auth, target.email);
  if (mail !== 'queued') {
    throw new AppError(
      'RESET_MAIL_NOT_SENT',
      mail === 'capped'
        ? 'The password reset email could not be sent: this address has had the most reset emails allowed in an hour. Nothing was changed; try again later.'
        : 'The password reset email could not be sent. Nothing was changed; try again later.',
      mail === 'capped' ? 429 : 503,
    );
  }
  const unusablePassword = await (await passwordHashingOf(auth)).hash(randomBytes(32).toString('base64url'));
  await db.transaction(async (tx) => {
    const ended = await tx.delete(session).where(eq(session.userId, input.id)).returning({ id: session.id });
    const retired = await tx
      .update(account)
      .set({ password: unusablePassword, updatedAt: new Date() })
      .where(and(eq(account.userId, input.id), eq(account.providerId, 'credential')))
      .returning({ id: account.id });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'user.password.reset-email',
      targetType: 'user',
      targetId: input.id,
      after: { email: target.email, sessionsEnded: ended.length, passwordRetired: retired.length > 0 },
    });
  });
  return { ok: true as const };
}
