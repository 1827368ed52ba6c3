import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '~/web/lib/api-client';
import { accountKeys } from './account-keys';

/** GET /api/me/profile: names, native and target language, whether onboarding is done. */
export const getProfile = (signal?: AbortSignal) => apiClient.get('/me/profile', profileSchema, { signal });

// Loaded by development builds only (to check the answer): the dashboard's budget has no room for zod.
const profileSchema = () => import('~/core/profile/learner-profile').then((module) => module.myProfileSchema);

export const profileQuery = () =>
  queryOptions({ queryKey: accountKeys.profile, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQuery());
}
