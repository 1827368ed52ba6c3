import { queryOptions, useQuery } from '@tanstack/react-query';
import { myStudySetDetailSchema } from '~/core/sets/study-set';
import { apiClient, segment } from '~/web/lib/api-client';
import { isNotFound } from '~/web/lib/api-error';
import { setsKeys } from '~/web/lib/learner-data/sets-keys';

/** GET /api/me/study-sets/{id}: one set with its word ids in order. */
export const getSet = (id: string, signal?: AbortSignal) =>
  apiClient.get(`/me/study-sets/${segment(id)}`, myStudySetDetailSchema, { signal });

export const setQuery = (id: string) =>
  queryOptions({
    queryKey: setsKeys.detail(id),
    queryFn: ({ signal }) => getSet(id, signal),
    retry: (count, error) => count < 1 && !isNotFound(error),
  });

export function useSet(id: string) {
  return useQuery(setQuery(id));
}
