import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addCollectionResultSchema, type SiteLocale } from '~/core/collections/collection';
import { apiClient, segment } from '~/web/lib/api-client';
import { progressKey } from '~/web/lib/learner-data/get-progress';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { setsKeys } from '~/web/lib/learner-data/sets-keys';

/**
 * POST /api/me/collections/{id}: the collection's words join the learner's (as many as the plan
 * allows) in one study set named in the page's language; adding again fills the same set. 403
 * LIMIT_REACHED at the set limit, or at the words' limit when none of its words could go in a new set.
 */
export const addCollection = ({ id, locale }: { id: string; locale: SiteLocale }) =>
  apiClient.post(`/me/collections/${segment(id)}`, addCollectionResultSchema, { query: { locale } });

export function useAddCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCollection,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: setsKeys.all });
      void queryClient.invalidateQueries({ queryKey: myWordsKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['me', 'limits'] });
      // Many new words: the home's totals and today's new words are read afresh when next shown.
      void queryClient.invalidateQueries({ queryKey: progressKey, refetchType: 'none' });
      // A collection added becomes a study set: a first one earns an achievement, said now.
      void import('~/web/lib/achievements/announce-earned').then((lazy) => lazy.announceEarnedAchievements());
    },
  });
}
