import { type ReactNode, useState } from 'react';
import type { AdminUser } from '../../../../core/admin/admin-user';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { RowAction } from '../components/user-row-actions';
import { useDeleteUser, useResetPassword, useSetUserDisabled } from './users-api';

type ConfirmRequest = {
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
};

/** The four per-row actions, each with its toast; delete and reset ask first. */
export function useUserRowActions(confirm: (request: ConfirmRequest) => void) {
  const setDisabled = useSetUserDisabled();
  const resetPassword = useResetPassword();
  const deleteUser = useDeleteUser();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const track = async (uid: string, work: () => Promise<unknown>) => {
    setBusyIds((current) => new Set(current).add(uid));
    try {
      await work();
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(uid);
        return next;
      });
    }
  };

  const toggle = (user: AdminUser) =>
    track(user.uid, async () => {
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
      description: `Send a password reset email to ${user.email}?`,
      confirmLabel: 'Send email',
      tone: 'primary',
      onConfirm: () =>
        track(user.uid, async () => {
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
        track(user.uid, async () => {
          try {
            await deleteUser.mutateAsync(user);
            notifySuccess(`${user.email} has been deleted.`);
          } catch (error) {
            notifyError('Could not delete the user', error);
          }
        }),
    });

  const onAction = (action: RowAction, user: AdminUser) => {
    if (action === 'toggle') void toggle(user);
    else if (action === 'reset') reset(user);
    else remove(user);
  };

  return { onAction, busyIds };
}
