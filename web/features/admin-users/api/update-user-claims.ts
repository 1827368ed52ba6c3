import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema, type UserClaims } from '~/core/users/admin-user';
import { apiClient, segment } from '~/web/lib/api-client';
import { writeUser } from './user-cache';

/** PUT /admin/users/{id} with both claims: the user as saved. */
export const updateUserClaims = (userId: string, claims: UserClaims) =>
  apiClient.put(`/admin/users/${segment(userId)}`, adminUserSchema, { body: { claims } });

export function useUpdateUserClaims(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claims: UserClaims) => updateUserClaims(userId, claims),
    onSuccess: (user) => writeUser(queryClient, user),
  });
}
