import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UserConstraints, userSettingsSchema } from '~/core/profile/user-settings';
import { apiClient, segment } from '~/web/lib/api-client';
import { writeUserSettings } from './user-cache';

/** PUT /admin/users/{id}/constraints: both limit sets at once; answers the saved settings. */
export const updateUserConstraints = (userId: string, constraints: UserConstraints) =>
  apiClient.put(`/admin/users/${segment(userId)}/constraints`, userSettingsSchema, { body: constraints });

export function useUpdateUserConstraints(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (constraints: UserConstraints) => updateUserConstraints(userId, constraints),
    onSuccess: (settings) => writeUserSettings(queryClient, userId, settings),
  });
}
