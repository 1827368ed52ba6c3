import type { WordListFilters } from './word-filters';

// The learner's own words' query keys (the admin portal's global words have theirs in admin-words),
// all under ['me', 'words'] so that a finished study session marks them stale at once (see
// learner-study's studyKeys.words). Added, changed and removed words are written into these caches
// (see my-word-cache.ts) rather than refetched.
export const myWordsKeys = {
  all: ['me', 'words'] as const,
  lists: ['me', 'words', 'list'] as const,
  list: (filters: WordListFilters) => ['me', 'words', 'list', filters] as const,
  detail: (id: string) => ['me', 'words', 'detail', id] as const,
  reviews: (id: string) => ['me', 'words', 'reviews', id] as const,
  dictionary: (language: string, q: string) => ['dictionary', 'search', language, q] as const,
};
