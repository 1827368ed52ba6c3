import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router';
import type { AdminUser } from '~/core/users/admin-user';
import { Avatar } from '~/web/components/ui/avatar';
import { buttonClass } from '~/web/components/ui/button';
import { UserBadges } from '../user-badges';

export function UserDetailHeader({ user, backTo }: { user: AdminUser; backTo: string }) {
  return (
    <div className="mb-6 space-y-4">
      <Link to={backTo} className={buttonClass('secondary', 'sm')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back
      </Link>
      <div className="flex min-w-0 flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar src={user.photoURL} name={user.displayName || user.email} size="lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold wrap-anywhere sm:text-3xl">{user.displayName || 'No name'}</h1>
          <p className="wrap-anywhere text-slate-600 dark:text-slate-300">{user.email}</p>
          <div className="mt-2">
            <UserBadges user={user} />
          </div>
        </div>
      </div>
    </div>
  );
}
