import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UserClaims } from '../../../../core/admin/admin-user';
import type { ListUsersResponse } from '../../../../core/admin/list-users';
import type { BulkUsersResponse } from '../../../../core/admin/user-mutations';
import { apiClient, type Query, segment } from '../../../lib/api-client';

// The users area's calls (spec section 7) and their query keys, in one place.
export const usersKeys = {
  all: ['admin', 'users'] as const,
  list: (query: Query) => ['admin', 'users', 'list', query] as const,
  detail: (id: string) => ['admin', 'users', 'detail', id] as const,
};

export function useUsers(query: Query) {
  return useQuery({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => apiClient.get<ListUsersResponse>('/admin/users', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After any change to users: the list, the details and the dashboard figures are stale. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: usersKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
    ]);
}

export function useSetUserDisabled() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ user, disabled }: { user: AdminUser; disabled: boolean }) =>
      apiClient.post<AdminUser>(`/admin/users/${segment(user.uid)}/${disabled ? 'disable' : 'enable'}`),
    onSettled: invalidate,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (user: AdminUser) =>
      apiClient.post<{ ok: true }>(`/admin/users/${segment(user.uid)}/reset-password`),
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => apiClient.delete(`/admin/users/${segment(user.uid)}`),
    onSuccess: (_data, user) => queryClient.removeQueries({ queryKey: usersKeys.detail(user.uid) }),
    onSettled: invalidate,
  });
}

export function useBulkSetDisabled() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ userIds, disabled }: { userIds: string[]; disabled: boolean }) =>
      apiClient.post<BulkUsersResponse>(`/admin/users/${disabled ? 'bulk-disable' : 'bulk-enable'}`, {
        body: { userIds },
      }),
    onSettled: invalidate,
  });
}

/** POST /admin/users/export: the given users, or (no ids) everyone matching the filter query. */
export function useExportUsers() {
  return useMutation({
    mutationFn: ({ userIds, filters }: { userIds: string[]; filters?: Query }) =>
      apiClient.download('/admin/users/export', 'users.csv', { query: filters, body: { userIds } }),
  });
}

export function useUpdateClaims(userId: string) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (claims: UserClaims) =>
      apiClient.put<AdminUser>(`/admin/users/${segment(userId)}`, { body: { claims } }),
    onSettled: invalidate,
  });
}
