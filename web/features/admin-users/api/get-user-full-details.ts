import { queryOptions, useQuery } from '@tanstack/react-query';
import { userFullDetailsSchema } from '~/core/users/user-full-details';
import { apiClient, segment } from '~/web/lib/api-client';
import { usersKeys } from './users-keys';

/** The detail page's single load: user, claims, profile, words, study sets, stories. */
export const getUserFullDetails = (userId: string, signal?: AbortSignal) =>
  apiClient.get(`/admin/users/${segment(userId)}/full-details`, userFullDetailsSchema, { signal });

export const userFullDetailsQuery = (userId: string) =>
  queryOptions({
    queryKey: usersKeys.detail(userId),
    queryFn: ({ signal }) => getUserFullDetails(userId, signal),
    retry: false,
  });

export function useUserDetails(userId: string) {
  return useQuery(userFullDetailsQuery(userId));
}
