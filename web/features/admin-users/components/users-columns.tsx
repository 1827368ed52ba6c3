import type { AdminUser } from '~/core/users/admin-user';
import type { Column } from '~/web/components/list/column';
import { Avatar } from '~/web/components/ui/avatar';
import { formatDate } from '~/web/lib/dates-and-numbers';
import { providerList, UserBadges } from './user-badges';

// The users list's columns (table and cards). At 1280 px with the sidebar open, a sixth column
// pushed the actions out of view: Last Sign In shows from 2xl, and in the cards.
export const usersColumns: Column<AdminUser>[] = [
  {
    id: 'user',
    header: 'User',
    card: 'title',
    className: 'max-w-80',
    cell: (user) => (
      <div className="flex min-w-0 items-center gap-3">
        <Avatar src={user.photoURL} name={user.displayName || user.email} />
        <div className="min-w-0">
          <p className="truncate font-medium">{user.displayName || 'No name'}</p>
          <p className="truncate text-slate-600 dark:text-slate-300" title={user.email}>
            {user.email}
          </p>
        </div>
      </div>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    card: 'wide',
    className: 'min-w-44',
    cell: (user) => <UserBadges user={user} />,
  },
  { id: 'providers', header: 'Sign-in', from: 'lg', cell: providerList },
  {
    id: 'created',
    header: 'Created',
    from: 'xl',
    className: 'whitespace-nowrap',
    cell: (user) => formatDate(user.metadata.creationTime),
  },
  {
    id: 'lastSignIn',
    header: 'Last Sign In',
    from: '2xl',
    className: 'whitespace-nowrap',
    cell: (user) => formatDate(user.metadata.lastSignInTime),
  },
];
