import { queryOptions, useQuery } from '@tanstack/react-query';
import { wordStatsSchema } from '~/core/dictionary/list-global-words';
import { apiClient } from '~/web/lib/api-client';
import { globalWordsKeys } from './global-words-keys';

/** GET /admin/words/stats: the four cards of Words Management. */
export const getWordStats = (signal?: AbortSignal) =>
  apiClient.get('/admin/words/stats', wordStatsSchema, { signal });

export const wordStatsQuery = () =>
  queryOptions({ queryKey: globalWordsKeys.stats, queryFn: ({ signal }) => getWordStats(signal) });

export function useWordStats() {
  return useQuery(wordStatsQuery());
}
