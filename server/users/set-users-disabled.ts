import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '~/server/audit/actor';
import { recordAudit } from '~/server/audit/record-audit';
import type { Db } from '~/server/db/client';
import { session, user } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { lockAdministrators } from './get-user';

export const DISABLED_REASON = 'Disabled by an administrator';

// Disables (bans) or enables users, all or nothing. Disabling deletes every session of the users
// in the same transaction, so their bearer tokens stop working on the very next request; it never
// leaves no active administrator (LAST_ADMIN).
export async function setUsersDisabled(
  db: Db,
  input: { userIds: string[]; disabled: boolean; actor: Actor; action: string; now: Date },
): Promise<{ requested: number; changed: number }> {
  const ids = [...new Set(input.userIds)];
  if (input.disabled && ids.includes(input.actor.id)) {
    throw new AppError('CANNOT_DISABLE_SELF', 'You cannot disable your own account.', 409);
  }
  return db.transaction(async (tx) => {
    if (input.disabled) {
      // Every administrator's row is locked first, in the order deleting or demoting one takes them, so
      // two administrators disabling each other at once wait for each other and the second counts what
      // the first left: a disabled administrator cannot sign in, so one must remain outside the ids.
      const admins = await lockAdministrators(tx);
      if (!admins.some((admin) => !admin.banned && !ids.includes(admin.id))) {
        throw new AppError('LAST_ADMIN', 'The last active administrator cannot be disabled.', 409);
      }
    }
    const found = await tx
      .select({ id: user.id, banned: user.banned })
      .from(user)
      .where(inArray(user.id, ids))
      // In id order, so two bulk changes of overlapping users wait for each other rather than
      // deadlock; not FOR UPDATE, which would hold up the users' own writes (see findUserRow).
      .orderBy(asc(user.id))
      .for('no key update');
    if (found.length !== ids.length) {
      const known = new Set(found.map((row) => row.id));
      const missing = ids.filter((id) => !known.has(id));
      throw new AppError(
        'USER_NOT_FOUND',
        `${missing.length} of the selected users no longer exist: ${missing.slice(0, 5).join(', ')}. Nothing was changed.`,
        404,
      );
    }
    const toChange = found.filter((row) => row.banned !== input.disabled).map((row) => row.id);
    if (toChange.length > 0) {
      await tx
        .update(user)
        .set(
          input.disabled
            ? { banned: true, banReason: DISABLED_REASON, banExpires: null, updatedAt: input.now }
            : { banned: false, banReason: null, banExpires: null, updatedAt: input.now },
        )
        .where(and(inArray(user.id, toChange), eq(user.banned, !input.disabled)));
    }
    // Revoke sessions even of users already disabled: a stray session must not outlive a ban.
    if (input.disabled) await tx.delete(session).where(inArray(session.userId, ids));
    await recordAudit(tx, {
      actor: input.actor,
      action: input.action,
      targetType: ids.length === 1 ? 'user' : 'users',
      targetId: ids.length === 1 ? ids[0] : null,
      before: { disabled: !input.disabled, userIds: toChange },
      after: { disabled: input.disabled, userIds: toChange },
    });
    return { requested: ids.length, changed: toChange.length };
  });
}
