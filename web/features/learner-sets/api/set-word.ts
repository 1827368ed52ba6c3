import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myStudySetDetailSchema } from '~/core/sets/study-set';
import type { MyWord } from '~/core/words/my-word';
import { apiClient, segment } from '~/web/lib/api-client';
import { dropWord, insertWord } from '~/web/lib/learner-data/my-word-cache';
import { writeSet } from './set-cache';

export type SetWordInput = { setId: string; word: MyWord; inSet: boolean };

/**
 * PUT /api/me/study-sets/{id}/words/{wordId} puts a word in a set (at the end; idempotent);
 * DELETE takes it out (the word stays in the learner's words). Both answer with the set.
 */
export const setWordInSet = ({ setId, word, inSet }: SetWordInput) => {
  const path = `/me/study-sets/${segment(setId)}/words/${segment(word.id)}`;
  return inSet
    ? apiClient.put(path, myStudySetDetailSchema)
    : apiClient.deleteJson(path, myStudySetDetailSchema);
};

/** The set as answered goes into the cache, and the word into (or out of) the set's word list. */
export function useSetWordInSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWordInSet,
    onSuccess: (set, { setId, word, inSet }) => {
      if (inSet) insertWord(queryClient, word, setId);
      else dropWord(queryClient, word.id, setId);
      writeSet(queryClient, set);
    },
  });
}
