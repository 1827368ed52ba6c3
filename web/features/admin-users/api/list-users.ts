import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listUsersResponseSchema } from '~/core/users/list-users';
import { apiClient } from '~/web/lib/api-client';
import { type ListUsersInput, usersKeys } from './users-keys';

/** GET /admin/users: one page of users matching the search and filters. */
export const listUsers = (query: ListUsersInput, signal?: AbortSignal) =>
  apiClient.get('/admin/users', listUsersResponseSchema, { query, signal });

export const listUsersQuery = (query: ListUsersInput) =>
  queryOptions({ queryKey: usersKeys.list(query), queryFn: ({ signal }) => listUsers(query, signal) });

export function useUsers(query: ListUsersInput) {
  return useQuery({ ...listUsersQuery(query), placeholderData: keepPreviousData });
}
