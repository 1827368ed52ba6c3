import { useEffect, useMemo, useRef, useState } from 'react';
import type { GlobalWord } from '../../../../core/admin/global-word';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { Spinner } from '../../../components/ui/spinner';
import { useConfirm } from '../../../components/ui/use-confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUrlState } from '../../../lib/url-state';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useBulkDeleteWords, useDeleteWord, useWordStats, useWords } from '../api/words-api';
import {
  pagerSummary,
  pageUpdate,
  parseWordsListState,
  toWordsQuery,
  wordsFilterUpdate,
} from '../lib/words-list-state';
import { WordCards } from './word-cards';
import { WordStatsCards } from './word-stats-cards';
import { WordsTable } from './words-table';
import { WordsToolbar } from './words-toolbar';

const emptySelection: ReadonlySet<string> = new Set();

export function WordsScreen() {
  const [params, updateUrl] = useUrlState();
  const state = useMemo(() => parseWordsListState(params), [params]);
  const query = useMemo(() => toWordsQuery(state), [state]);
  const words = useWords(query);
  const stats = useWordStats();
  const deleteWord = useDeleteWord();
  const bulkDelete = useBulkDeleteWords();
  const { confirm, dialog } = useConfirm();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  // The box types freely; the URL follows once typing pauses, and a URL change (Back) refills it.
  const [searchInput, setSearchInput] = useState(state.search);
  const debouncedSearch = useDebouncedValue(searchInput, 300);
  const latest = useRef({ updateUrl, urlSearch: state.search });
  latest.current = { updateUrl, urlSearch: state.search };
  useEffect(() => {
    const { updateUrl: update, urlSearch } = latest.current;
    if (debouncedSearch.trim() !== urlSearch)
      update(wordsFilterUpdate('q', debouncedSearch), { replace: true });
  }, [debouncedSearch]);
  useEffect(() => {
    setSearchInput((current) => (current.trim() === state.search ? current : state.search));
  }, [state.search]);

  // The selection belongs to one page of one query.
  const queryKey = JSON.stringify(query);
  const [selection, setSelection] = useState({ key: queryKey, ids: emptySelection });
  const selected = selection.key === queryKey ? selection.ids : emptySelection;
  const setSelected = (update: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
    setSelection((current) => ({
      key: queryKey,
      ids: update(current.key === queryKey ? current.ids : emptySelection),
    }));

  if (words.isError) console.error('Could not load words', words.error);
  if (stats.isError) console.error('Could not load word statistics', stats.error);
  // Spec section 8: a failed list is an empty list.
  const items = words.isError ? [] : (words.data?.items ?? []);
  const hasMore = !words.isError && Boolean(words.data?.pageToken);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) =>
      items.length > 0 && items.every((word) => current.has(word.id))
        ? new Set()
        : new Set(items.map((w) => w.id)),
    );

  const onDelete = (word: GlobalWord) =>
    confirm({
      title: 'Delete Word',
      description: 'Are you sure you want to delete this word?',
      confirmLabel: 'Delete',
      onConfirm: async () => {
        setBusyIds((current) => new Set(current).add(word.id));
        try {
          await deleteWord.mutateAsync(word.id);
          notifySuccess(`"${word.value}" has been deleted.`);
          setSelected((current) => {
            const next = new Set(current);
            next.delete(word.id);
            return next;
          });
        } catch (error) {
          notifyError('Could not delete the word', error);
        } finally {
          setBusyIds((current) => {
            const next = new Set(current);
            next.delete(word.id);
            return next;
          });
        }
      },
    });

  const onDeleteSelected = () => {
    const wordIds = [...selected];
    if (wordIds.length === 0) return;
    confirm({
      title: 'Delete Selected',
      description: `Are you sure you want to delete ${wordIds.length} words?`,
      confirmLabel: 'Delete',
      onConfirm: async () => {
        try {
          const result = await bulkDelete.mutateAsync(wordIds);
          notifySuccess(`${result.deleted} ${result.deleted === 1 ? 'word' : 'words'} deleted.`);
          setSelected(() => new Set());
        } catch (error) {
          notifyError('Bulk delete failed', error);
        }
      },
    });
  };

  const listProps = { words: items, selected, onToggle: toggle, onToggleAll: toggleAll, onDelete, busyIds };

  return (
    <>
      <PageHeader title="Words Management" subtitle="Manage global word definitions and translations" />
      <div className="space-y-6">
        <WordStatsCards stats={stats.data} />
        <div className="space-y-4">
          <WordsToolbar
            search={searchInput}
            onSearchChange={setSearchInput}
            language={state.language ?? ''}
            onLanguageChange={(value) => updateUrl(wordsFilterUpdate('language', value))}
            difficulty={state.difficulty ?? ''}
            onDifficultyChange={(value) => updateUrl(wordsFilterUpdate('difficulty', value))}
            selectedCount={selected.size}
            onDeleteSelected={onDeleteSelected}
            deleting={bulkDelete.isPending}
          />
          {words.isPending ? (
            <Spinner label="Loading words…" />
          ) : items.length === 0 ? (
            <EmptyState>No words found.</EmptyState>
          ) : (
            <div
              className={`rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${words.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={words.isFetching}
            >
              <ResponsiveList
                table={<WordsTable {...listProps} />}
                cards={
                  <div className="p-3">
                    <WordCards {...listProps} />
                  </div>
                }
              />
            </div>
          )}
          {!words.isPending && (items.length > 0 || state.page > 1) && (
            <Pager
              page={state.page}
              hasNext={hasMore}
              onPageChange={(page) => updateUrl(pageUpdate(page))}
              summary={pagerSummary(state.page, items.length, hasMore)}
              label="Words pages"
            />
          )}
        </div>
      </div>
      {dialog}
    </>
  );
}
