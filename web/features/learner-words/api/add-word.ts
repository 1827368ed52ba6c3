import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type addWordBodySchema, myWordSchema } from '~/core/words/my-word';
import { apiClient } from '~/web/lib/api-client';
import { progressKey } from '~/web/lib/learner-data/get-progress';
import { insertWord } from '~/web/lib/learner-data/my-word-cache';

export type AddWordInput = z.input<typeof addWordBodySchema>;

/**
 * POST /api/me/words: a dictionary word by id, or the learner's own custom word. 403 LIMIT_REACHED
 * at the plan's word limit, 409 DUPLICATE_WORD when it is already there, 400 with the field at fault.
 */
export const addWord = (body: AddWordInput) => apiClient.post('/me/words', myWordSchema, { body });

export function useAddWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWord,
    onSuccess: (word) => {
      insertWord(queryClient, word);
      // The plan usage ("12 of 20 words") is counted by the server: marked stale, read when shown.
      void queryClient.invalidateQueries({ queryKey: ['me', 'limits'] });
      // So are the words by status, today's new words and the home's total: read when next shown.
      void queryClient.invalidateQueries({ queryKey: progressKey, refetchType: 'none' });
    },
  });
}
