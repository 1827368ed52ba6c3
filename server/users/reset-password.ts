import type { Auth } from '~/server/account/auth';
import type { Actor } from '~/server/audit/actor';
import { recordAudit } from '~/server/audit/record-audit';
import type { Db } from '~/server/db/client';
import { AppError } from '~/server/http/errors';
import { findUserRow } from './get-user';

// Sends Better Auth's own reset email (the same link and page as "Forgot password"), then records it.
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
  await db.transaction((tx) =>
    recordAudit(tx, {
      actor: input.actor,
      action: 'user.password.reset-email',
      targetType: 'user',
      targetId: input.id,
      after: { email: target.email },
    }),
  );
  return { ok: true as const };
}
