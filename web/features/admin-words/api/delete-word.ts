import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, segment } from '~/web/lib/api-client';
import { isNotFound } from '~/web/lib/api-error';
import { forgetWords } from './global-word-cache';

/** DELETE /admin/words/{id}. */
export const deleteWord = (id: string) => apiClient.delete(`/admin/words/${segment(id)}`);

export function useDeleteWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteWord(id),
    onSuccess: (_nothing, id) => forgetWords(queryClient, [id]),
    // Someone else deleted it first: it is gone all the same, so the list reloads without its row.
    onError: (error, id) => (isAlreadyDeleted(error) ? forgetWords(queryClient, [id]) : undefined),
  });
}

/** The word to delete no longer exists (404): another editor deleted it first. */
export const isAlreadyDeleted = isNotFound;
