import { foldKey } from '~/core/dictionary/fold';
import { type MyWord, oneSpelling } from '~/core/words/my-word';
import { type LearnerWordStatus, learnerWordStatuses } from '~/core/words/word-status';

// The words list's filters, as the URL keeps them (?q=&status=&tag=&set=) and the API takes them.
export type WordListFilters = {
  status?: LearnerWordStatus;
  tag?: string;
  studySetId?: string;
  q?: string;
};

/** The longest search the API takes. */
export const MAX_WORD_SEARCH_LENGTH = 100;

export function filtersFromUrl(params: URLSearchParams): WordListFilters {
  const status = params.get('status');
  const tag = params.get('tag')?.trim();
  const set = params.get('set');
  // Spelled as the server reads it (one form, single spaces), and cut to what it takes, so that a
  // long or oddly spaced link searches rather than fails.
  const q = oneSpelling(params.get('q') ?? '')
    .trim()
    .slice(0, MAX_WORD_SEARCH_LENGTH)
    .trim();
  return {
    ...(q ? { q } : {}),
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
  Boolean(filters.q || filters.status || filters.tag || filters.studySetId);
