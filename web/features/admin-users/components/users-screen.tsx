import Download from 'lucide-react/icons/download';
import Filter from 'lucide-react/icons/funnel';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { BulkActions } from '~/web/components/list/bulk-actions';
import { DataTable } from '~/web/components/list/data-table';
import { FiltersPanel } from '~/web/components/list/filters-panel';
import { ListResults } from '~/web/components/list/list-results';
import { ListToolbar } from '~/web/components/list/list-toolbar';
import { Pager } from '~/web/components/list/pager';
import { useListUrlState } from '~/web/components/list/use-list-url-state';
import { useShownSelection } from '~/web/components/list/use-row-selection';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { PageHeader } from '~/web/components/ui/page-header';
import { useConfirm } from '~/web/components/ui/use-confirm';
import { useUsers } from '~/web/features/admin-users/api/list-users';
import {
  activeFilterCount,
  toListUsersQuery,
  totalIsEstimate,
  totalPages,
  toUserFilters,
  userFilterFields,
  userFilterKeys,
  usersFoundText,
  usersUrlSchema,
} from '~/web/features/admin-users/lib/users-filters';
import { useAuthState } from '~/web/lib/auth-state';
import { useUserActions } from './use-user-actions';
import { userBulkActions, useUserBulkActions } from './use-user-bulk-actions';
import { usersColumns } from './users-columns';

export function UsersScreen() {
  const list = useListUrlState(usersUrlSchema);
  const { state } = list;
  const users = useUsers(toListUsersQuery(state));
  if (users.isError) console.error('Could not load users', users.error);
  const items = users.isError ? [] : (users.data?.items ?? []);
  const selection = useShownSelection(
    list.selection,
    items.map((user) => user.uid),
  );
  const { confirm, dialog } = useConfirm();
  const { user: me } = useAuthState();
  const location = useLocation();
  const rowActions = useUserActions({
    confirm,
    busy: list.busy,
    selfId: me?.id,
    listSearch: location.search,
    selection,
  });
  const bulk = useUserBulkActions({ confirm, selection });
  const filtersId = useId();
  const filterCount = activeFilterCount(state);
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0);

  const total = users.data?.totalCount ?? 0;
  const estimate = totalIsEstimate(users.data);
  // A page past the last (its only user just deleted, a filter that now matches fewer, an old link)
  // moves back to the last page, rather than "20 users found" over "No users found." and "Page 3 of 2".
  // In place of the page past the last in the history, so that Back leaves the list.
  const lastPage = users.isSuccess && !users.isPlaceholderData && !estimate ? totalPages(total) : null;
  const { setPage } = list;
  useEffect(() => {
    if (lastPage !== null && state.page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, state.page, setPage]);

  return (
    <>
      <PageHeader title="Users" subtitle="Search, review and manage Vocably accounts" />
      <div className="space-y-4">
        <ListToolbar
          search={{
            label: 'Search users',
            placeholder: 'Search by email, name or user ID...',
            ...list.search,
          }}
        >
          <Button
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
          >
            <Filter className="size-4" aria-hidden="true" />
            Filters
            {filterCount > 0 && (
              <Badge tone="brand">
                {filterCount}
                <span className="sr-only"> active</span>
              </Badge>
            )}
          </Button>
          <BulkActions
            actions={userBulkActions}
            selectedCount={selection.selected.size}
            onApply={bulk.apply}
            busy={bulk.busy}
          />
          <Button
            variant="primary"
            onClick={() => void bulk.exportAll(toUserFilters(state))}
            disabled={bulk.exporting}
            aria-busy={bulk.exporting}
          >
            <Download className="size-4" aria-hidden="true" />
            Export All
          </Button>
        </ListToolbar>
        {filtersOpen && (
          <FiltersPanel
            id={filtersId}
            fields={userFilterFields}
            values={state}
            onChange={(key, value) => list.setFilters({ [key]: value })}
            onClear={() => list.clearFilters(userFilterKeys)}
            activeCount={filterCount}
          />
        )}
        <p
          ref={list.resultsRef}
          tabIndex={-1}
          className="text-sm text-slate-600 focus:outline-none dark:text-slate-300"
          aria-live="polite"
        >
          {users.isSuccess && usersFoundText(users.data)}
          {selection.selected.size > 0 && ` \u2022 ${selection.selected.size} selected`}
        </p>
        <ListResults
          pending={users.isPending}
          loadingLabel="Loading users…"
          failure={
            users.isError
              ? { title: 'Could not load users', error: users.error, onRetry: () => void users.refetch() }
              : null
          }
          empty={items.length === 0}
          emptyText="No users found."
          stale={users.isPlaceholderData}
          fetching={users.isFetching}
        >
          <DataTable
            caption="Users"
            rows={items}
            rowKey={(user) => user.uid}
            rowName={(user) => user.email}
            columns={usersColumns}
            selection={{ state: selection, allLabel: 'Select all users on this page' }}
            busy={list.busy.isBusy}
            rowActions={{ actions: rowActions, table: 'icons' }}
          />
        </ListResults>
        {users.isSuccess && total > 0 && (
          <Pager
            page={state.page}
            totalPages={totalPages(total)}
            totalIsEstimate={estimate}
            hasNext={state.page < totalPages(total) || (estimate && items.length > 0)}
            onPageChange={list.setPage}
            label="Users pages"
          />
        )}
      </div>
      {dialog}
    </>
  );
}
