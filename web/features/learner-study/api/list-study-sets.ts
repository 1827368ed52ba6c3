import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '~/web/lib/api-client';
import { studyKeys } from './study-keys';

/** GET /api/me/study-sets: the learner's sets, for the chooser's "a study set" scope. */
export const listStudySets = (signal?: AbortSignal) =>
  apiClient.get('/me/study-sets', setsSchema, { signal });

// Loaded by development builds only (to check the answer): the study page's budget has no room for zod.
const setsSchema = () => import('~/core/learner/study-set').then((module) => module.myStudySetListSchema);

export const studySetsQuery = () =>
  queryOptions({ queryKey: studyKeys.studySets, queryFn: ({ signal }) => listStudySets(signal) });

export function useStudySets(enabled: boolean) {
  return useQuery({ ...studySetsQuery(), enabled });
}
