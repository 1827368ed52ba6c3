import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserFullDetails } from '../../../../core/admin/user-full-details';
import type {
  CollectionMetadataEntry,
  UserConstraints,
  UserSettings,
} from '../../../../core/admin/user-settings';
import { apiClient, segment } from '../../../lib/api-client';
import { usersKeys } from './users-api';

/** The detail page's single load: user, claims, profile, words, study sets, stories (spec section 7). */
export function useUserDetails(userId: string) {
  return useQuery({
    queryKey: usersKeys.detail(userId),
    queryFn: ({ signal }) =>
      apiClient.get<UserFullDetails>(`/admin/users/${segment(userId)}/full-details`, { signal }),
    retry: false,
  });
}

function useReloadDetails(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersKeys.detail(userId) });
}

export function useUpdateConstraints(userId: string) {
  const reload = useReloadDetails(userId);
  return useMutation({
    mutationFn: (constraints: UserConstraints) =>
      apiClient.put<UserSettings>(`/admin/users/${segment(userId)}/constraints`, { body: constraints }),
    onSuccess: reload,
  });
}

export function useUpdateCollectionMetadata(userId: string) {
  const reload = useReloadDetails(userId);
  return useMutation({
    mutationFn: (collectionsMetadata: CollectionMetadataEntry[]) =>
      apiClient.put<UserSettings>(`/admin/users/${segment(userId)}/collection-metadata`, {
        body: { collectionsMetadata },
      }),
    onSuccess: reload,
  });
}
