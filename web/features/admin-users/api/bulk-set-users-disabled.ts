import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkUsersResponseSchema } from '~/core/users/user-mutations';
import { adminKeys } from '~/web/lib/admin-query-keys';
import { apiClient } from '~/web/lib/api-client';
import { usersKeys } from './users-keys';

/** POST /admin/users/bulk-disable or /bulk-enable: counts only, so the lists reload. */
export const bulkSetUsersDisabled = (userIds: string[], disabled: boolean) =>
  apiClient.post(`/admin/users/${disabled ? 'bulk-disable' : 'bulk-enable'}`, bulkUsersResponseSchema, {
    body: { userIds },
  });

export function useBulkSetUsersDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userIds, disabled }: { userIds: string[]; disabled: boolean }) =>
      bulkSetUsersDisabled(userIds, disabled),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats, refetchType: 'none' }),
      ]),
  });
}
