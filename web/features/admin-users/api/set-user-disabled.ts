import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminUser, adminUserSchema } from '~/core/users/admin-user';
import { apiClient, segment } from '~/web/lib/api-client';
import { writeUser } from './user-cache';

/** POST /admin/users/{id}/disable or /enable: the user as it is afterwards. */
export const setUserDisabled = (userId: string, disabled: boolean) =>
  apiClient.post(`/admin/users/${segment(userId)}/${disabled ? 'disable' : 'enable'}`, adminUserSchema);

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, disabled }: { user: AdminUser; disabled: boolean }) =>
      setUserDisabled(user.uid, disabled),
    onSuccess: (user) => writeUser(queryClient, user),
  });
}
