import type { QueryClient } from '@tanstack/react-query';
import type { GlobalWord } from '~/core/dictionary/global-word';
import type { ListWordsResponse, WordStats } from '~/core/dictionary/list-global-words';
import { adminKeys } from '~/web/lib/admin-query-keys';
import { globalWordsKeys } from './global-words-keys';

/**
 * A saved word, as the server answered it, in its detail, in every cached list page and among the
 * stats' recent words: the word shows as saved without asking for it again.
 */
export function writeWord(queryClient: QueryClient, word: GlobalWord) {
  const replace = (items: GlobalWord[]) => items.map((item) => (item.id === word.id ? word : item));
  queryClient.setQueryData(globalWordsKeys.detail(word.id), word);
  queryClient.setQueriesData<ListWordsResponse>({ queryKey: globalWordsKeys.lists() }, (page) =>
    page ? { ...page, items: replace(page.items) } : page,
  );
  queryClient.setQueryData<WordStats>(globalWordsKeys.stats, (stats) =>
    stats ? { ...stats, recentWords: replace(stats.recentWords) } : stats,
  );
  void queryClient.invalidateQueries({ queryKey: adminKeys.stats, refetchType: 'none' });
}

/** After deletes: the details go, the list on screen and the stats reload (counts changed). */
export async function forgetWords(queryClient: QueryClient, ids: string[]) {
  for (const id of ids) queryClient.removeQueries({ queryKey: globalWordsKeys.detail(id) });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: globalWordsKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: globalWordsKeys.stats }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats, refetchType: 'none' }),
  ]);
}
