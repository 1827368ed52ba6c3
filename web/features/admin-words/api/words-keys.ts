import type { z } from 'zod';
import type { listWordsQuerySchema } from '~/core/dictionary/list-global-words';

export type ListWordsInput = z.input<typeof listWordsQuerySchema>;

// The words area's query keys.
export const wordsKeys = {
  all: ['admin', 'words'] as const,
  lists: () => [...wordsKeys.all, 'list'] as const,
  list: (query: ListWordsInput) => [...wordsKeys.lists(), query] as const,
  stats: ['admin', 'words', 'stats'] as const,
  detail: (id: string) => [...wordsKeys.all, 'detail', id] as const,
};
