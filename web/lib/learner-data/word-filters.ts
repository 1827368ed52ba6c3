import { foldKey } from '~/core/dictionary/fold';
import type { MyWord } from '~/core/words/my-word';
import { type LearnerWordStatus, learnerWordStatuses } from '~/core/words/word-status';

// The words list's filters, as the URL keeps them (?status=&tag=&set=) and the API takes them.
export type WordListFilters = {
  status?: LearnerWordStatus;
  tag?: string;
  studySetId?: string;
  q?: string;
};

export function filtersFromUrl(params: URLSearchParams): WordListFilters {
  const status = params.get('status');
  const tag = params.get('tag')?.trim();
  const set = params.get('set');
  return {
    ...(learnerWordStatuses.includes(status as LearnerWordStatus)
      ? { status: status as LearnerWordStatus }
      : {}),
    ...(tag ? { tag } : {}),
    ...(set ? { studySetId: set } : {}),
  };
}

/** Whether a word belongs in a list with these filters (for writing it into the cached lists). */
export function wordMatches(word: MyWord, filters: WordListFilters, studySetIds: readonly string[] = []) {
  if (filters.status && word.status !== filters.status) return false;
  if (filters.tag && !word.tags.some((tag) => tag.toLowerCase() === filters.tag?.toLowerCase())) return false;
  if (filters.studySetId && !studySetIds.includes(filters.studySetId)) return false;
  // As the server searches: accents, case and the like folded away ("cafe" finds café).
  if (filters.q && !foldKey(word.word.value).includes(foldKey(filters.q))) return false;
  return true;
}

export const hasFilters = (filters: WordListFilters) =>
  Boolean(filters.status || filters.tag || filters.studySetId);
