import Eye from 'lucide-react/icons/eye';
import KeyRound from 'lucide-react/icons/key-round';
import Trash2 from 'lucide-react/icons/trash';
import UserCheck from 'lucide-react/icons/user-check';
import UserX from 'lucide-react/icons/user-x';
import type { AdminUser } from '~/core/users/admin-user';
import type { RowAction } from '~/web/components/list/row-actions';
import type { BusyRows } from '~/web/components/list/use-busy-rows';
import type { RowSelection } from '~/web/components/list/use-row-selection';
import type { useConfirm } from '~/web/components/ui/use-confirm';
import { useDeleteUser } from '~/web/features/admin-users/api/delete-user';
import { useResetUserPassword } from '~/web/features/admin-users/api/reset-user-password';
import { useSetUserDisabled } from '~/web/features/admin-users/api/set-user-disabled';
import { notifyError, notifySuccess } from '~/web/lib/notify';

type Confirm = ReturnType<typeof useConfirm>['confirm'];

/**
 * A user row's actions: view, enable or disable, reset password, delete (the last two ask first),
 * each with its toast. An administrator is not offered Disable, Reset password or Delete on their own
 * row: the server refuses all three, and a button that can only fail is no button.
 */
export function useUserActions({
  confirm,
  busy,
  selfId,
  listSearch,
  selection,
}: {
  confirm: Confirm;
  busy: BusyRows;
  selfId: string | undefined;
  listSearch: string;
  /** The list's ticked rows: a deleted user leaves them (a bulk action would name a user gone). */
  selection?: RowSelection;
}) {
  const setDisabled = useSetUserDisabled();
  const resetPassword = useResetUserPassword();
  const deleteUser = useDeleteUser();

  const toggle = (user: AdminUser) =>
    busy.track(user.uid, async () => {
      const disabled = !user.disabled;
      try {
        await setDisabled.mutateAsync({ user, disabled });
        notifySuccess(disabled ? `${user.email} has been disabled.` : `${user.email} has been enabled.`);
      } catch (error) {
        notifyError(`Could not ${disabled ? 'disable' : 'enable'} the user`, error);
      }
    });

  const reset = (user: AdminUser) =>
    confirm({
      title: 'Reset password?',
      description: `Their current password stops working and they are signed out everywhere; a password reset email goes to ${user.email}.`,
      confirmLabel: 'Send email',
      tone: 'primary',
      onConfirm: () =>
        void busy.track(user.uid, async () => {
          try {
            await resetPassword.mutateAsync(user);
            notifySuccess(`Password reset email sent to ${user.email}.`);
          } catch (error) {
            notifyError('Could not send the password reset email', error);
          }
        }),
    });

  const remove = (user: AdminUser) =>
    confirm({
      title: 'Delete user',
      description: 'Are you sure you want to delete this user?',
      confirmLabel: 'Delete',
      onConfirm: () =>
        void busy.track(user.uid, async () => {
          try {
            await deleteUser.mutateAsync(user);
            selection?.remove(user.uid);
            notifySuccess(`${user.email} has been deleted.`);
          } catch (error) {
            notifyError('Could not delete the user', error);
          }
        }),
    });

  return (user: AdminUser): RowAction[] => {
    const who = user.email;
    const self = user.uid === selfId;
    const actions: RowAction[] = [
      {
        label: 'View',
        name: `View ${who}`,
        icon: Eye,
        to: `/admin/users/${encodeURIComponent(user.uid)}`,
        linkState: { listSearch },
      },
    ];
    if (self) return actions;
    actions.push(
      user.disabled
        ? { label: 'Enable', name: `Enable ${who}`, icon: UserCheck, onSelect: () => void toggle(user) }
        : { label: 'Disable', name: `Disable ${who}`, icon: UserX, onSelect: () => void toggle(user) },
      {
        label: 'Reset password',
        name: `Reset password of ${who}`,
        icon: KeyRound,
        onSelect: () => reset(user),
      },
      {
        label: 'Delete',
        name: `Delete ${who}`,
        icon: Trash2,
        tone: 'danger',
        onSelect: () => remove(user),
      },
    );
    return actions;
  };
}
