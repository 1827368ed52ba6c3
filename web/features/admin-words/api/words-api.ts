import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GlobalWord } from '../../../../core/admin/global-word';
import type { ListWordsResponse, WordStats } from '../../../../core/admin/list-words';
import { apiClient, type Query, segment } from '../../../lib/api-client';

// The words area's calls (spec section 7) and their query keys, in one place.
export const wordsKeys = {
  all: ['admin', 'words'] as const,
  list: (query: Query) => ['admin', 'words', 'list', query] as const,
  stats: ['admin', 'words', 'stats'] as const,
  detail: (id: string) => ['admin', 'words', 'detail', id] as const,
};

export function useWords(query: Query) {
  return useQuery({
    queryKey: wordsKeys.list(query),
    queryFn: ({ signal }) => apiClient.get<ListWordsResponse>('/admin/words', { query, signal }),
    // Paging keeps the old page on screen until the next arrives; a new search or filter clears the
    // list instead (spec section 4), so old rows never pass for results of the new query.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameFilters(previousQuery.queryKey[3] as Query, query)
        ? keepPreviousData(previous)
        : undefined,
  });
}

const sameFilters = (a: Query, b: Query) =>
  a.search === b.search && a.language === b.language && a.difficulty === b.difficulty;

export function useWordStats() {
  return useQuery({
    queryKey: wordsKeys.stats,
    queryFn: ({ signal }) => apiClient.get<WordStats>('/admin/words/stats', { signal }),
  });
}

export function useWord(id: string) {
  return useQuery({
    queryKey: wordsKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get<GlobalWord>(`/admin/words/${segment(id)}`, { signal }),
    // A missing word is an answer, not a hiccup: do not retry a 404.
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
}

/** After a delete: the lists, the stats and the dashboard's total are stale. */
function useInvalidateWords() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: wordsKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
    ]);
}

export function useDeleteWord() {
  const invalidate = useInvalidateWords();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(`/admin/words/${segment(id)}`),
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: wordsKeys.detail(id) }),
    onSettled: invalidate,
  });
}

export function useBulkDeleteWords() {
  const invalidate = useInvalidateWords();
  return useMutation({
    mutationFn: (wordIds: string[]) =>
      apiClient.post<{ requested: number; deleted: number }>('/admin/words/bulk-delete', {
        body: { wordIds },
      }),
    onSettled: invalidate,
  });
}

/** The six PATCH editors; each answers with the word after the change. */
export type WordEdit =
  | { field: 'definitions'; body: { definitions: GlobalWord['definitions'] } }
  | { field: 'translations'; body: { translations: GlobalWord['translations'] } }
  | { field: 'synonyms'; body: { synonyms: string[] } }
  | { field: 'variants'; body: { variants: string[] } }
  | { field: 'examples'; body: { examples: string[] } }
  | { field: 'definitionExamples'; index: number; body: { examples: string[] } };

function editPath(id: string, edit: WordEdit): string {
  const base = `/admin/words/${segment(id)}`;
  return edit.field === 'definitionExamples'
    ? `${base}/definitions/${edit.index}/examples`
    : `${base}/${edit.field}`;
}

export function useEditWord(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The version the page read goes with every save: a stale one gets 409, never a silent overwrite.
    mutationFn: ({ edit, version }: { edit: WordEdit; version: number }) =>
      apiClient.patch<GlobalWord>(editPath(id, edit), { body: { ...edit.body, version } }),
    onSuccess: async (word) => {
      queryClient.setQueryData(wordsKeys.detail(id), word);
      // Spec section 4: after a successful save the word is reloaded.
      await queryClient.invalidateQueries({ queryKey: wordsKeys.all });
    },
  });
}
