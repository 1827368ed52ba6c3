import type { AdminUser } from '../../../../core/admin/admin-user';
import { Avatar } from '../../../components/ui/avatar';
import { Checkbox } from '../../../components/ui/checkbox';
import { tableClass, tdClass, thClass } from '../../../components/ui/responsive-list';
import { formatDate } from '../../../lib/format';
import { providerList, UserBadges } from './user-badges';
import { type RowAction, UserRowActions } from './user-row-actions';

export type SelectionProps = {
  selected: ReadonlySet<string>;
  onToggle: (uid: string) => void;
  onToggleAll: () => void;
};

export function UsersTable({
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
  const allSelected = users.length > 0 && users.every((user) => selected.has(user.uid));
  const someSelected = users.some((user) => selected.has(user.uid));
  return (
    <table className={tableClass}>
      <caption className="sr-only">Users</caption>
      <thead className="bg-slate-50 dark:bg-slate-800/50">
        <tr>
          <th scope="col" className={`${thClass} w-10`}>
            <Checkbox
              aria-label="Select all users on this page"
              checked={allSelected}
              ref={(input) => {
                if (input) input.indeterminate = someSelected && !allSelected;
              }}
              onChange={onToggleAll}
            />
          </th>
          <th scope="col" className={thClass}>
            User
          </th>
          <th scope="col" className={thClass}>
            Status
          </th>
          <th scope="col" className={`${thClass} hidden lg:table-cell`}>
            Sign-in
          </th>
          <th scope="col" className={`${thClass} hidden xl:table-cell`}>
            Created
          </th>
          {/* At 1280 px with the sidebar open, a sixth column pushed the actions out of view. */}
          <th scope="col" className={`${thClass} hidden 2xl:table-cell`}>
            Last Sign In
          </th>
          <th scope="col" className={thClass}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {users.map((user) => (
          <tr key={user.uid} className={selected.has(user.uid) ? 'bg-brand-50/60 dark:bg-brand-900/30' : ''}>
            <td className={tdClass}>
              <Checkbox
                aria-label={`Select ${user.email}`}
                checked={selected.has(user.uid)}
                onChange={() => onToggle(user.uid)}
              />
            </td>
            <td className={tdClass}>
              <div className="flex items-center gap-3">
                <Avatar src={user.photoURL} name={user.displayName || user.email} />
                <div className="min-w-0">
                  <p className="truncate font-medium">{user.displayName || 'No name'}</p>
                  <p className="truncate text-slate-600 dark:text-slate-300">{user.email}</p>
                </div>
              </div>
            </td>
            <td className={tdClass}>
              <UserBadges user={user} />
            </td>
            <td className={`${tdClass} hidden lg:table-cell`}>{providerList(user)}</td>
            <td className={`${tdClass} hidden whitespace-nowrap xl:table-cell`}>
              {formatDate(user.metadata.creationTime)}
            </td>
            <td className={`${tdClass} hidden whitespace-nowrap 2xl:table-cell`}>
              {formatDate(user.metadata.lastSignInTime)}
            </td>
            <td className={tdClass}>
              <UserRowActions user={user} onAction={onAction} busy={busyIds.has(user.uid)} compact />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
