import { eq } from 'drizzle-orm';
import type { AdminUser } from '~/core/users/admin-user';
import type { Db, Tx } from '~/server/db/client';
import { user } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { providersOf } from './providers-of';
import { toAdminUser } from './to-admin-user';

export const userNotFound = () => new AppError('USER_NOT_FOUND', 'User not found', 404);

/** The user row, or a 404; `forUpdate` locks it for the rest of the transaction. */
export async function findUserRow(db: Db | Tx, id: string, { forUpdate = false } = {}) {
  const query = db.select().from(user).where(eq(user.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw userNotFound();
  return row;
}

export async function getUser(db: Db | Tx, id: string, now: Date): Promise<AdminUser> {
  const row = await findUserRow(db, id);
  const providers = await providersOf(db, [id]);
  return toAdminUser(row, providers.get(id) ?? [], now);
}
