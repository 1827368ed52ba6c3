import { and, eq, ne } from 'drizzle-orm';
import { ADMIN_ROLE, isAdminRole, roleForClaims } from '~/core/users/admin-role';
import type { AdminUser, UserClaims } from '~/core/users/admin-user';
import type { Actor } from '~/server/audit/actor';
import { recordAudit } from '~/server/audit/record-audit';
import type { Db } from '~/server/db/client';
import { user } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { findUserRow, getUser, lockAdministrators } from './get-user';

// Sets the isAdminUser (role) claim and the administrator's premium grant (isPremium). The grant is
// one source of premium (ADR 0006): removing it does not end premium a purchase still gives, and a
// purchase ending does not remove it. An administrator cannot drop their own admin claim, and the last
// administrator cannot be demoted: the admin rows are locked (lockAdministrators) before we count, so
// two administrators demoting each other at once cannot both succeed.
export async function updateClaims(
  db: Db,
  input: { id: string; claims: UserClaims; actor: Actor; now: Date },
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    await lockAdministrators(tx);
    const before = await findUserRow(tx, input.id, { forUpdate: true });
    const demoting = isAdminRole(before.role) && !input.claims.isAdminUser;
    if (demoting && input.id === input.actor.id) {
      throw new AppError('CANNOT_DEMOTE_SELF', 'You cannot remove your own administrator access.', 409);
    }
    if (demoting) {
      const otherAdmins = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.role, ADMIN_ROLE), ne(user.id, input.id), eq(user.banned, false)));
      if (otherAdmins.length === 0) {
        throw new AppError('LAST_ADMIN', 'The last active administrator cannot be demoted.', 409);
      }
    }
    const role = roleForClaims(before.role, input.claims.isAdminUser);
    await tx
      .update(user)
      .set({ role, premiumGranted: input.claims.isPremium, updatedAt: input.now })
      .where(eq(user.id, input.id));
    await recordAudit(tx, {
      actor: input.actor,
      action: 'user.claims.update',
      targetType: 'user',
      targetId: input.id,
      before: { isAdminUser: isAdminRole(before.role), isPremium: before.premiumGranted },
      after: input.claims,
    });
    return getUser(tx, input.id, input.now);
  });
}
