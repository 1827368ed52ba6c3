import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, segment } from '~/web/lib/api-client';
import { progressKey } from '~/web/lib/learner-data/get-progress';
import { dropWord } from '~/web/lib/learner-data/my-word-cache';

/** DELETE /api/me/words/{id} (204): the word, its card and its place in every study set. */
export const removeWord = (id: string) => apiClient.delete(`/me/words/${segment(id)}`);

export function useRemoveWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWord,
    onSuccess: (_, id) => {
      dropWord(queryClient, id);
      // Which sets held it is not known here: their counts are marked stale, not refetched now.
      void queryClient.invalidateQueries({ queryKey: ['me', 'study-sets'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['me', 'limits'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: progressKey, refetchType: 'none' });
    },
  });
}
