import type { AdminUser } from '~/core/users/admin-user';
import type { Actor } from '~/server/audit/actor';
import type { Db } from '~/server/db/client';
import { getUser } from './get-user';
import { setUsersDisabled } from './set-users-disabled';

// The single-user disable/enable: the bulk rule for one id, answering with the updated record.
export async function setUserDisabled(
  db: Db,
  input: { id: string; disabled: boolean; actor: Actor; now: Date },
): Promise<AdminUser> {
  await setUsersDisabled(db, {
    userIds: [input.id],
    disabled: input.disabled,
    actor: input.actor,
    action: input.disabled ? 'user.disable' : 'user.enable',
    now: input.now,
  });
  return getUser(db, input.id, input.now);
}
