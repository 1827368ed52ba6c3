import { useId } from 'react';
import type { AdminUser } from '../../../../core/admin/admin-user';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { formatDate } from '../../../lib/format';
import { providerList, UserBadges } from './user-badges';
import { type RowAction, UserRowActions } from './user-row-actions';
import type { SelectionProps } from './users-table';

// Below 768 px: one card per user with the same facts and actions as a table row.
export function UserCards({
  users,
  selected,
  onToggle,
  onToggleAll,
  onAction,
  busyIds,
}: SelectionProps & {
  users: AdminUser[];
  onAction: (action: RowAction, user: AdminUser) => void;
  busyIds: ReadonlySet<string>;
}) {
  const selectAllId = useId();
  const allSelected = users.length > 0 && users.every((user) => selected.has(user.uid));
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2 px-1 text-sm font-medium">
        <Checkbox id={selectAllId} checked={allSelected} onChange={onToggleAll} />
        <label htmlFor={selectAllId}>Select all on this page</label>
      </div>
      <ul className="space-y-3">
        {users.map((user) => (
          <li key={user.uid} data-testid="user-card">
            <Card className="p-4">
              <div className="flex items-start gap-3">
                <Checkbox
                  className="mt-2.5"
                  aria-label={`Select ${user.email}`}
                  checked={selected.has(user.uid)}
                  onChange={() => onToggle(user.uid)}
                />
                <Avatar src={user.photoURL} name={user.displayName || user.email} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{user.displayName || 'No name'}</p>
                  <p className="truncate text-sm text-slate-600 dark:text-slate-300">{user.email}</p>
                  <div className="mt-2">
                    <UserBadges user={user} />
                  </div>
                  <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                    <div>
                      <dt className="text-slate-600 dark:text-slate-300">Sign-in</dt>
                      <dd>{providerList(user)}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600 dark:text-slate-300">Created</dt>
                      <dd>{formatDate(user.metadata.creationTime)}</dd>
                    </div>
                  </dl>
                </div>
              </div>
              <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
                <UserRowActions user={user} onAction={onAction} busy={busyIds.has(user.uid)} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
