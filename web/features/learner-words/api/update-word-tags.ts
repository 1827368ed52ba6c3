import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myWordSchema } from '~/core/words/my-word';
import { apiClient, segment } from '~/web/lib/api-client';
import { replaceWord } from '~/web/lib/learner-data/my-word-cache';

/** PATCH /api/me/words/{id}: replaces the word's tags (trimmed, duplicates dropped, at most 20). */
export const updateWordTags = ({ id, tags }: { id: string; tags: string[] }) =>
  apiClient.patch(`/me/words/${segment(id)}`, myWordSchema, { body: { tags } });

export function useUpdateWordTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWordTags,
    onSuccess: (word) => replaceWord(queryClient, word),
  });
}
