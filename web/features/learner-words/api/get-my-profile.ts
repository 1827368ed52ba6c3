import { useQuery } from '@tanstack/react-query';
import { learnerProfileSchema } from '~/core/learner/profile';
import { apiClient } from '~/web/lib/api-client';
import { wordsKeys } from './words-keys';

/** GET /api/me/profile: read here for the learner's languages (the dictionary and translations to offer). */
export const getMyProfile = (signal?: AbortSignal) =>
  apiClient.get('/me/profile', learnerProfileSchema, { signal });

export function useMyProfile() {
  return useQuery({
    queryKey: wordsKeys.profile,
    queryFn: ({ signal }) => getMyProfile(signal),
    staleTime: 5 * 60_000,
  });
}
