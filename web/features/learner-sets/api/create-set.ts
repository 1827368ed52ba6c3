import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type createStudySetBodySchema, myStudySetDetailSchema } from '~/core/sets/study-set';
import { apiClient } from '~/web/lib/api-client';
import { writeSet } from './set-cache';

export type CreateSetInput = z.input<typeof createStudySetBodySchema>;

/** POST /api/me/study-sets: a new, empty set. 403 LIMIT_REACHED at the plan's set limit. */
export const createSet = (body: CreateSetInput) =>
  apiClient.post('/me/study-sets', myStudySetDetailSchema, { body });

export function useCreateSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSet,
    onSuccess: (set) => {
      writeSet(queryClient, set);
      void queryClient.invalidateQueries({ queryKey: ['me', 'limits'] });
      // A first set earns an achievement: said now, not at the next session's end.
      void import('~/web/lib/achievements/announce-earned').then((lazy) => lazy.announceEarnedAchievements());
    },
  });
}
