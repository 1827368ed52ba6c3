import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '~/core/profile/learner-profile';
import { apiClient } from '~/web/lib/api-client';
import { accountKeys } from './account-keys';

/** PUT /api/me/profile: only the fields given change; answered with the whole profile. */
export const updateProfile = (body: UpdateProfileBody) =>
  apiClient.put('/me/profile', profileSchema, { body });

const profileSchema = () => import('~/core/profile/learner-profile').then((module) => module.myProfileSchema);

/** The saved profile replaces the cached one (no refetch). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile, profile),
  });
}
