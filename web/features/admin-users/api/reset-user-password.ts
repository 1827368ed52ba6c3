import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '~/core/admin/admin-user';
import { okResponseSchema } from '~/core/admin/user-mutations';
import { apiClient, segment } from '~/web/lib/api-client';

/** POST /admin/users/{id}/reset-password: mails the user a reset link; nothing cached changes. */
export const resetUserPassword = (userId: string) =>
  apiClient.post(`/admin/users/${segment(userId)}/reset-password`, okResponseSchema);

export function useResetUserPassword() {
  return useMutation({ mutationFn: (user: AdminUser) => resetUserPassword(user.uid) });
}
