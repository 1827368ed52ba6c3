import type { z } from 'zod';
import type { listWordsQuerySchema } from '~/core/dictionary/list-global-words';

export type ListWordsInput = z.input<typeof listWordsQuerySchema>;

// The admin words area's query keys: the dictionary's global words (the learner's own words are
// web/lib/learner-data/my-words-keys.ts).
export const globalWordsKeys = {
  all: ['admin', 'words'] as const,
  lists: () => [...globalWordsKeys.all, 'list'] as const,
  list: (query: ListWordsInput) => [...globalWordsKeys.lists(), query] as const,
  stats: ['admin', 'words', 'stats'] as const,
  detail: (id: string) => [...globalWordsKeys.all, 'detail', id] as const,
};
