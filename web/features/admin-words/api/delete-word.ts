import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, segment } from '~/web/lib/api-client';
import { forgetWords } from './global-word-cache';

/** DELETE /admin/words/{id}. */
export const deleteWord = (id: string) => apiClient.delete(`/admin/words/${segment(id)}`);

export function useDeleteWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteWord(id),
    onSuccess: (_nothing, id) => forgetWords(queryClient, [id]),
  });
}
