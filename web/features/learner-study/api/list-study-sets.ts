import { queryOptions, useQuery } from '@tanstack/react-query';
import { myStudySetListSchema } from '~/core/learner/study-set';
import { apiClient } from '~/web/lib/api-client';
import { studyKeys } from './study-keys';

/** GET /api/me/study-sets: the learner's sets, for the chooser's "a study set" scope. */
export const listStudySets = (signal?: AbortSignal) =>
  apiClient.get('/me/study-sets', myStudySetListSchema, { signal });

export const studySetsQuery = () =>
  queryOptions({ queryKey: studyKeys.studySets, queryFn: ({ signal }) => listStudySets(signal) });

export function useStudySets(enabled: boolean) {
  return useQuery({ ...studySetsQuery(), enabled });
}
