import { queryOptions, useQuery } from '@tanstack/react-query';
import { myStudySetListSchema } from '~/core/sets/study-set';
import { apiClient } from '~/web/lib/api-client';
import { setsKeys } from './sets-keys';

/** GET /api/me/study-sets: the learner's sets, newest first, with their word counts. */
export const listSets = (signal?: AbortSignal) =>
  apiClient.get('/me/study-sets', myStudySetListSchema, { signal });

export const setsQuery = () =>
  queryOptions({ queryKey: setsKeys.list, queryFn: ({ signal }) => listSets(signal) });

export function useSets() {
  return useQuery(setsQuery());
}
