import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userFiltersSchema } from '~/core/users/list-users';
import { apiClient } from '~/web/lib/api-client';

export type UserFiltersInput = z.input<typeof userFiltersSchema>;

/** POST /admin/users/export: the given users, or (no ids) everyone matching the filters, as users.csv. */
export const exportUsers = (userIds: string[], filters?: UserFiltersInput) =>
  apiClient.download('/admin/users/export', 'users.csv', { query: filters, body: { userIds } });

export function useExportUsers() {
  return useMutation({
    mutationFn: ({ userIds, filters }: { userIds: string[]; filters?: UserFiltersInput }) =>
      exportUsers(userIds, filters),
  });
}
