import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_WORDS_REMOVED_AT_ONCE, removedMyWordsSchema } from '~/core/words/my-word';
import { apiClient } from '~/web/lib/api-client';
import { progressKey } from '~/web/lib/learner-data/get-progress';
import { dropWord } from '~/web/lib/learner-data/my-word-cache';

/**
 * POST /api/me/words/bulk-remove: up to a hundred words in one change. An id no longer the
 * learner's (removed meanwhile on the phone) is passed over by the server: gone either way.
 */
export const removeWords = (wordIds: string[]) =>
  apiClient.post('/me/words/bulk-remove', removedMyWordsSchema, { body: { wordIds } });

/**
 * Removes the words a hundred at a time (the list can show more than one request takes), each
 * batch taken out of the cached lists as soon as it is gone, so a batch that fails leaves the words
 * before it removed on screen too, and the rest still there and selected. Answers how many went.
 */
export function useRemoveWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      for (let start = 0; start < ids.length; start += MAX_WORDS_REMOVED_AT_ONCE) {
        const batch = ids.slice(start, start + MAX_WORDS_REMOVED_AT_ONCE);
        await removeWords(batch);
        for (const id of batch) dropWord(queryClient, id);
      }
      return ids.length;
    },
    onSettled: () => {
      // Which sets held them is not known here: their counts are marked stale, not refetched now.
      void queryClient.invalidateQueries({ queryKey: ['me', 'study-sets'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['me', 'limits'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: progressKey, refetchType: 'none' });
    },
  });
}
