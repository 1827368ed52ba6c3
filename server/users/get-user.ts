import { asc, eq } from 'drizzle-orm';
import { ADMIN_ROLE } from '~/core/users/admin-role';
import type { AdminUser } from '~/core/users/admin-user';
import type { Db, Tx } from '~/server/db/client';
import { user } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { providersOf } from './providers-of';
import { toAdminUser } from './to-admin-user';

export const userNotFound = () => new AppError('USER_NOT_FOUND', 'User not found', 404);

/**
 * The user row, or a 404; `forUpdate` locks it against other changes for the rest of the transaction.
 * The lock is FOR NO KEY UPDATE, not FOR UPDATE: a learner's writes hold their profile's lock and then
 * take a key-share lock on their user row (each insert's foreign key), which FOR UPDATE blocks; an
 * administrator's change holding FOR UPDATE and then asking for the profile deadlocked with them.
 */
export async function findUserRow(db: Db | Tx, id: string, { forUpdate = false } = {}) {
  const query = db.select().from(user).where(eq(user.id, id));
  const [row] = forUpdate ? await query.for('no key update') : await query;
  if (!row) throw userNotFound();
  return row;
}

/**
 * Locks every administrator's row, in id order, before any one user's: the changes that count the
 * administrators (deleting or demoting one) take them in that order, so two of them at once, on two
 * administrators, wait for each other instead of deadlocking.
 */
export async function lockAdministrators(tx: Tx) {
  return tx
    .select({ id: user.id, banned: user.banned })
    .from(user)
    .where(eq(user.role, ADMIN_ROLE))
    .orderBy(asc(user.id))
    .for('no key update');
}

export async function getUser(db: Db | Tx, id: string, now: Date): Promise<AdminUser> {
  const row = await findUserRow(db, id);
  const providers = await providersOf(db, [id]);
  return toAdminUser(row, providers.get(id) ?? [], now);
}
