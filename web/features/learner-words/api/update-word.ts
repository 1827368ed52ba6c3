import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { myWordSchema, type updateMyWordBodySchema } from '~/core/words/my-word';
import { apiClient, segment } from '~/web/lib/api-client';
import { replaceWord } from '~/web/lib/learner-data/my-word-cache';

export type UpdateWordInput = z.input<typeof updateMyWordBodySchema>;

/**
 * PATCH /api/me/words/{id}. The web sends tags as addTags/removeTags, applied by the server to the
 * tags the word has then: a tag added meanwhile elsewhere (the phone app) is kept, not overwritten by
 * this page's older copy. 400 TOO_MANY_TAGS past the limit. A custom word's content fields too
 * (409 NOT_CUSTOM_WORD for a dictionary word, 409 DUPLICATE_WORD for a value already held).
 */
export const updateWord = ({ id, body }: { id: string; body: UpdateWordInput }) =>
  apiClient.patch(`/me/words/${segment(id)}`, myWordSchema, { body });

export function useUpdateWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWord,
    onSuccess: (word) => replaceWord(queryClient, word),
  });
}
