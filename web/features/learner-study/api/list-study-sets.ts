import { queryOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import type { myStudySetListSchema } from '~/core/sets/study-set';
import { apiClient } from '~/web/lib/api-client';
import { queryClient } from '~/web/lib/query-client';
import { studyKeys } from './study-keys';

/** GET /api/me/study-sets: the learner's sets, for the chooser's "a study set" scope. */
export const listStudySets = (signal?: AbortSignal) =>
  apiClient.get('/me/study-sets', setsSchema, { signal });

// Loaded by development builds only (to check the answer): the study page's budget has no room for zod.
const setsSchema = () => import('~/core/sets/study-set').then((module) => module.myStudySetListSchema);

export const studySetsQuery = () =>
  queryOptions({ queryKey: studyKeys.studySets, queryFn: ({ signal }) => listStudySets(signal) });

type MyStudySetList = z.infer<typeof myStudySetListSchema>;

type StudySetsState =
  | { status: 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: MyStudySetList; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * The sets, through the query cache (the same key as the Study Sets screens, fresh data served from
 * it) but without TanStack's query observer, which the study screen's JavaScript budget has no room
 * for (docs/performance.md §6): the chooser needs the list once, when "a study set" is chosen.
 */
export function useStudySets(enabled: boolean): StudySetsState & { retry: () => void } {
  const [state, setState] = useState<StudySetsState>(() => {
    const cached = queryClient.getQueryData<MyStudySetList>(studyKeys.studySets);
    return cached ? { status: 'success', data: cached } : { status: 'pending' };
  });
  // Retry asks again: a failed fetch leaves no data in the cache, so the next fetchQuery goes out.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    void attempt; // each Retry runs this again

    let current = true;
    queryClient.fetchQuery(studySetsQuery()).then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [enabled, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'pending' });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}
