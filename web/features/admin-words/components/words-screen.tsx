import { useEffect, useRef } from 'react';
import { BulkActions } from '~/web/components/list/bulk-actions';
import { DataTable } from '~/web/components/list/data-table';
import { FilterFields } from '~/web/components/list/filter-fields';
import { ListResults } from '~/web/components/list/list-results';
import { ListToolbar } from '~/web/components/list/list-toolbar';
import { Pager } from '~/web/components/list/pager';
import { useListUrlState } from '~/web/components/list/use-list-url-state';
import { useShownSelection } from '~/web/components/list/use-row-selection';
import { PageHeader } from '~/web/components/ui/page-header';
import { useConfirm } from '~/web/components/ui/use-confirm';
import { useBulkDeleteWords } from '~/web/features/admin-words/api/bulk-delete-words';
import { useWordStats } from '~/web/features/admin-words/api/get-word-stats';
import { useWords } from '~/web/features/admin-words/api/list-words';
import {
  pagerSummary,
  toListWordsQuery,
  wordFilterFields,
  wordsUrlSchema,
} from '~/web/features/admin-words/lib/words-filters';
import { notifyError, notifySuccess } from '~/web/lib/notify';
import { useWordActions } from './use-word-actions';
import { WordStatsCards } from './word-stats-cards';
import { wordsColumns } from './words-columns';

const bulkActions = [{ id: 'delete', label: 'Delete Selected', tone: 'danger' }] as const;

export function WordsScreen() {
  const list = useListUrlState(wordsUrlSchema);
  const { state } = list;
  const words = useWords(toListWordsQuery(state));
  const stats = useWordStats();
  const bulkDelete = useBulkDeleteWords();
  const { confirm, dialog } = useConfirm();

  if (words.isError) console.error('Could not load words', words.error);
  if (stats.isError) console.error('Could not load word statistics', stats.error);
  const items = words.isError ? [] : (words.data?.items ?? []);
  // The selected words still on the page: one another editor deleted since would otherwise be sent
  // again by Delete Selected and make the server refuse the whole delete.
  const selection = useShownSelection(
    list.selection,
    items.map((word) => word.id),
  );
  const rowActions = useWordActions({ confirm, busy: list.busy, selection });
  const hasMore = !words.isError && Boolean(words.data?.pageToken);
  // A page past the last (its last word just deleted, an old link) goes back a page, and to the
  // first if that one is empty too (the list has no total to say where the last page is), rather
  // than "No words found." with words on the pages before. Each step replaces the page past the last
  // in the history, so that Back leaves the list.
  const pastTheEnd = words.isSuccess && !words.isPlaceholderData && items.length === 0 && state.page > 1;
  const steppedBack = useRef(false);
  const { setPage } = list;
  useEffect(() => {
    if (!pastTheEnd) {
      if (words.isSuccess) steppedBack.current = false;
      return;
    }
    setPage(steppedBack.current ? 1 : state.page - 1, { replace: true });
    steppedBack.current = true;
  }, [pastTheEnd, words.isSuccess, state.page, setPage]);

  const onDeleteSelected = () => {
    const wordIds = [...selection.selected];
    if (wordIds.length === 0) return;
    confirm({
      title: 'Delete Selected',
      description: `Are you sure you want to delete ${wordIds.length === 1 ? '1 word' : `${wordIds.length} words`}?`,
      confirmLabel: 'Delete',
      onConfirm: async () => {
        try {
          const result = await bulkDelete.mutateAsync(wordIds);
          notifySuccess(`${result.deleted} ${result.deleted === 1 ? 'word' : 'words'} deleted.`);
          selection.clear();
        } catch (error) {
          notifyError('Bulk delete failed', error);
        }
      },
    });
  };

  return (
    <>
      {/* The list has no results line: focus lost with a deleted row goes to the page's title. */}
      <PageHeader
        title="Words Management"
        subtitle="Manage global word definitions and translations"
        titleRef={list.resultsRef}
      />
      <div className="space-y-6">
        <WordStatsCards stats={stats.data} />
        <div className="space-y-4">
          <ListToolbar search={{ label: 'Search words', placeholder: 'Search words...', ...list.search }}>
            <FilterFields
              fields={wordFilterFields}
              values={state}
              onChange={(key, value) => list.setFilters({ [key]: value })}
            />
            <BulkActions
              actions={bulkActions}
              selectedCount={selection.selected.size}
              onApply={onDeleteSelected}
              busy={bulkDelete.isPending}
            />
          </ListToolbar>
          <ListResults
            pending={words.isPending}
            loadingLabel="Loading words…"
            failure={
              words.isError
                ? { title: 'Could not load words', error: words.error, onRetry: () => void words.refetch() }
                : null
            }
            empty={items.length === 0}
            emptyText="No words found."
            stale={words.isPlaceholderData}
            fetching={words.isFetching}
          >
            <DataTable
              caption="Words"
              rows={items}
              rowKey={(word) => word.id}
              rowName={(word) => word.value}
              columns={wordsColumns}
              selection={{ state: selection, allLabel: 'Select all words on this page' }}
              busy={list.busy.isBusy}
              rowActions={{ actions: rowActions, table: 'stack' }}
            />
          </ListResults>
          {!words.isPending && (items.length > 0 || state.page > 1) && (
            <Pager
              page={state.page}
              hasNext={hasMore}
              onPageChange={list.setPage}
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
