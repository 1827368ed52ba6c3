import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkDeleteWordsResponseSchema } from '~/core/dictionary/list-global-words';
import { apiClient } from '~/web/lib/api-client';
import { forgetWords } from './global-word-cache';

/** POST /admin/words/bulk-delete {wordIds}. */
export const bulkDeleteWords = (wordIds: string[]) =>
  apiClient.post('/admin/words/bulk-delete', bulkDeleteWordsResponseSchema, { body: { wordIds } });

export function useBulkDeleteWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wordIds: string[]) => bulkDeleteWords(wordIds),
    onSettled: (_result, _error, wordIds) => forgetWords(queryClient, wordIds),
  });
}
