import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '~/core/users/admin-user';
import { okResponseSchema } from '~/core/users/user-mutations';
import { apiClient, segment } from '~/web/lib/api-client';

/** POST /admin/users/{id}/reset-password: mails the user a reset link; nothing cached changes. */
export const resetUserPassword = (userId: string) =>
  apiClient.post(`/admin/users/${segment(userId)}/reset-password`, okResponseSchema);

export function useResetUserPassword() {
  return useMutation({ mutationFn: (user: AdminUser) => resetUserPassword(user.uid) });
}
