import { Eye, KeyRound, Trash2, UserCheck, UserX } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { AdminUser } from '../../../../core/admin/admin-user';
import { Button, buttonClass } from '../../../components/ui/button';

export type RowAction = 'toggle' | 'reset' | 'delete';

/** Per row: open, enable or disable, reset password, delete. Names carry the user for screen readers. */
export function UserRowActions({
  user,
  onAction,
  busy,
  compact = false,
}: {
  user: AdminUser;
  onAction: (action: RowAction, user: AdminUser) => void;
  busy: boolean;
  compact?: boolean;
}) {
  const location = useLocation();
  const who = user.email;
  const label = (text: string) => (compact ? <span className="sr-only">{text}</span> : <span>{text}</span>);
  const size = 'sm';
  return (
    <div className={`flex gap-1.5 ${compact ? 'flex-nowrap' : 'flex-wrap'}`}>
      <Link
        to={`/admin/users/${encodeURIComponent(user.uid)}`}
        state={{ listSearch: location.search }}
        className={buttonClass('secondary', size)}
        aria-label={`View ${who}`}
        title={compact ? 'View details' : undefined}
      >
        <Eye className="size-4" aria-hidden="true" />
        {label('View')}
      </Link>
      <Button
        size={size}
        onClick={() => onAction('toggle', user)}
        disabled={busy}
        aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${who}`}
        title={compact ? (user.disabled ? 'Enable user' : 'Disable user') : undefined}
      >
        {user.disabled ? (
          <UserCheck className="size-4" aria-hidden="true" />
        ) : (
          <UserX className="size-4" aria-hidden="true" />
        )}
        {label(user.disabled ? 'Enable' : 'Disable')}
      </Button>
      <Button
        size={size}
        onClick={() => onAction('reset', user)}
        disabled={busy}
        aria-label={`Reset password of ${who}`}
        title={compact ? 'Reset password' : undefined}
      >
        <KeyRound className="size-4" aria-hidden="true" />
        {label('Reset password')}
      </Button>
      <Button
        size={size}
        variant="danger"
        onClick={() => onAction('delete', user)}
        disabled={busy}
        aria-label={`Delete ${who}`}
        title={compact ? 'Delete user' : undefined}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {label('Delete')}
      </Button>
    </div>
  );
}
