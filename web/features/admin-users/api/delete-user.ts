import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '~/core/users/admin-user';
import { apiClient, segment } from '~/web/lib/api-client';
import { forgetUser } from './user-cache';

/** DELETE /admin/users/{id}. */
export const deleteUser = (userId: string) => apiClient.delete(`/admin/users/${segment(userId)}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => deleteUser(user.uid),
    onSuccess: (_nothing, user) => forgetUser(queryClient, user.uid),
  });
}
