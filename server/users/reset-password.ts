import { eq } from 'drizzle-orm';
import type { Auth } from '~/server/account/auth';
import type { Actor } from '~/server/audit/actor';
import { recordAudit } from '~/server/audit/record-audit';
import type { Db } from '~/server/db/client';
import { session } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { findUserRow } from './get-user';

// Sends Better Auth's own reset email (the same link and page as "Forgot password") and ends the
// user's sessions (an administrator resets a password because it may be known to someone else), then
// records both.
export async function resetUserPassword(db: Db, auth: Auth, input: { id: string; actor: Actor }) {
  const target = await findUserRow(db, input.id);
  if (target.banned) {
    throw new AppError(
      'USER_DISABLED',
      'This account is disabled. Enable it before resetting its password.',
      409,
    );
  }
  await auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: '/reset-password' } });
  await db.transaction(async (tx) => {
    const ended = await tx.delete(session).where(eq(session.userId, input.id)).returning({ id: session.id });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'user.password.reset-email',
      targetType: 'user',
      targetId: input.id,
      after: { email: target.email, sessionsEnded: ended.length },
    });
  });
  return { ok: true as const };
}
