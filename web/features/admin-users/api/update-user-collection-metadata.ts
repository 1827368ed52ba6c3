import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CollectionMetadataEntry, userSettingsSchema } from '~/core/profile/user-settings';
import { apiClient, segment } from '~/web/lib/api-client';
import { writeUserSettings } from './user-cache';

/** PUT /admin/users/{id}/collection-metadata: answers the saved settings. */
export const updateUserCollectionMetadata = (
  userId: string,
  collectionsMetadata: CollectionMetadataEntry[],
) =>
  apiClient.put(`/admin/users/${segment(userId)}/collection-metadata`, userSettingsSchema, {
    body: { collectionsMetadata },
  });

export function useUpdateUserCollectionMetadata(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: CollectionMetadataEntry[]) => updateUserCollectionMetadata(userId, entries),
    onSuccess: (settings) => writeUserSettings(queryClient, userId, settings),
  });
}
