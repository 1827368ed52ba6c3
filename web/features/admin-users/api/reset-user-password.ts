import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '~/core/users/admin-user';
import { okResponseSchema } from '~/core/users/user-mutations';
import { apiClient, segment } from '~/web/lib/api-client';
import { usersKeys } from './users-keys';

/** POST /admin/users/{id}/reset-password: mails the user a reset link, which the detail's Email tab then lists. */
export const resetUserPassword = (userId: string) =>
  apiClient.post(`/admin/users/${segment(userId)}/reset-password`, okResponseSchema);

export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => resetUserPassword(user.uid),
    onSuccess: (_, user) => queryClient.invalidateQueries({ queryKey: usersKeys.detail(user.uid) }),
  });
}
