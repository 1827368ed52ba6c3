import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MyStudySetDetail, myStudySetDetailSchema } from '~/core/sets/study-set';
import type { MyWord } from '~/core/words/my-word';
import { apiClient, segment } from '~/web/lib/api-client';
import { dropWord, insertWord } from '~/web/lib/learner-data/my-word-cache';
import { setsKeys } from '~/web/lib/learner-data/sets-keys';
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

/**
 * The set as answered goes into the cache, and the word into (or out of) the set's word list. Ticks
 * in quick succession answer in any order, and each answer is the whole set as it was when that
 * request ran: an earlier answer arriving last would take out a word a later one put in. So this
 * answer's own change is applied to the set as cached, which has the others' already.
 */
export function useSetWordInSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWordInSet,
    onSuccess: (answered, { setId, word, inSet }) => {
      if (inSet) insertWord(queryClient, word, setId);
      else dropWord(queryClient, word.id, setId);
      const cached = queryClient.getQueryData<MyStudySetDetail>(setsKeys.detail(setId));
      const others = (cached ?? answered).wordIds.filter((id) => id !== word.id);
      const wordIds = inSet ? [...others, word.id] : others;
      writeSet(queryClient, { ...answered, wordIds, itemCount: wordIds.length });
    },
  });
}
