import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { Spinner } from '../../../components/ui/spinner';
import { useConfirm } from '../../../components/ui/use-confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUrlState } from '../../../lib/url-state';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUserRowActions } from '../api/use-user-row-actions';
import { useBulkSetDisabled, useExportUsers, useUsers } from '../api/users-api';
import {
  activeFilterCount,
  clearFiltersUpdate,
  filterUpdate,
  parseUsersListState,
  searchUpdate,
  toFilterQuery,
  toListQuery,
  totalPages,
} from '../lib/users-list-state';
import { UserCards } from './user-cards';
import { UsersFiltersPanel } from './users-filters';
import { UsersTable } from './users-table';
import { type BulkAction, UsersToolbar } from './users-toolbar';

const emptySelection: ReadonlySet<string> = new Set();

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function UsersScreen() {
  const [params, updateUrl] = useUrlState();
  const state = useMemo(() => parseUsersListState(params), [params]);
  const query = useMemo(() => toListQuery(state), [state]);
  const users = useUsers(query);
  const { confirm, dialog } = useConfirm();
  const rowActions = useUserRowActions(confirm);
  const bulk = useBulkSetDisabled();
  const exportUsers = useExportUsers();
  const filtersId = useId();
  const filterCount = activeFilterCount(state.filters);
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0);

  // The search box types freely; the URL (and so the query) follows once typing pauses. A URL change
  // (Back, a link) puts its search into the box; a stale debounced value never writes it back.
  const [searchInput, setSearchInput] = useState(state.search);
  const debouncedSearch = useDebouncedValue(searchInput, 300);
  const latest = useRef({ updateUrl, urlSearch: state.search });
  latest.current = { updateUrl, urlSearch: state.search };
  useEffect(() => {
    const { updateUrl: update, urlSearch } = latest.current;
    if (debouncedSearch.trim() !== urlSearch) update(searchUpdate(debouncedSearch), { replace: true });
  }, [debouncedSearch]);
  useEffect(() => {
    setSearchInput((current) => (current.trim() === state.search ? current : state.search));
  }, [state.search]);

  // The selection belongs to one page of one query: another page, search or filter starts empty.
  const queryKey = JSON.stringify(query);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: queryKey,
    ids: new Set(),
  });
  const selected = selection.key === queryKey ? selection.ids : emptySelection;
  const setSelected = (update: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
    setSelection((current) => ({
      key: queryKey,
      ids: update(current.key === queryKey ? current.ids : emptySelection),
    }));

  const items = users.isError ? [] : (users.data?.items ?? []);
  if (users.isError) console.error('Could not load users', users.error);
  const toggle = (uid: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(uid)) next.delete(uid);
      else next.add(uid);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) =>
      items.length > 0 && items.every((user) => current.has(user.uid))
        ? new Set()
        : new Set(items.map((user) => user.uid)),
    );

  const runBulk = async (action: BulkAction, userIds: string[]) => {
    try {
      if (action === 'export') {
        await exportUsers.mutateAsync({ userIds });
        notifySuccess(`Exported ${plural(userIds.length, 'user')} to users.csv.`);
      } else {
        const result = await bulk.mutateAsync({ userIds, disabled: action === 'disable' });
        notifySuccess(`${plural(result.changed, 'user')} ${action === 'disable' ? 'disabled' : 'enabled'}.`);
      }
      setSelected(() => new Set());
    } catch (error) {
      notifyError(`Bulk ${action} failed`, error);
    }
  };

  const onBulkAction = (action: BulkAction) => {
    const userIds = [...selected];
    if (userIds.length === 0) return;
    const verb = { enable: 'Enable', disable: 'Disable', export: 'Export' }[action];
    confirm({
      title: `${verb} ${plural(userIds.length, 'user')}?`,
      description:
        action === 'disable'
          ? `Are you sure you want to disable ${plural(userIds.length, 'user')}? They will be signed out everywhere.`
          : `Are you sure you want to ${action} ${plural(userIds.length, 'selected user')}?`,
      confirmLabel: verb,
      tone: action === 'disable' ? 'danger' : 'primary',
      onConfirm: () => void runBulk(action, userIds),
    });
  };

  const onExportAll = async () => {
    try {
      await exportUsers.mutateAsync({ userIds: [], filters: toFilterQuery(state) });
      notifySuccess('Exported users to users.csv.');
    } catch (error) {
      notifyError('Export failed', error);
    }
  };

  const total = users.data?.totalCount ?? 0;
  const pages = totalPages(total);

  return (
    <>
      <PageHeader title="Users" subtitle="Search, review and manage Vocably accounts" />
      <div className="space-y-4">
        <UsersToolbar
          search={searchInput}
          onSearchChange={setSearchInput}
          filtersOpen={filtersOpen}
          filtersId={filtersId}
          filterCount={filterCount}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          selectedCount={selected.size}
          onBulkAction={onBulkAction}
          onExportAll={onExportAll}
          exporting={exportUsers.isPending}
        />
        {filtersOpen && (
          <UsersFiltersPanel
            id={filtersId}
            filters={state.filters}
            onChange={(key, value) => updateUrl(filterUpdate(key, value))}
            onClear={() => updateUrl(clearFiltersUpdate())}
          />
        )}
        <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {users.isSuccess && `${plural(total, 'user')} found`}
          {selected.size > 0 && ` \u2022 ${selected.size} selected`}
        </p>
        {users.isPending ? (
          <Spinner label="Loading users…" />
        ) : items.length === 0 ? (
          <EmptyState>No users found.</EmptyState>
        ) : (
          <div
            className={`rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${users.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={users.isFetching}
          >
            <ResponsiveList
              table={
                <UsersTable
                  users={items}
                  selected={selected}
                  onToggle={toggle}
                  onToggleAll={toggleAll}
                  onAction={rowActions.onAction}
                  busyIds={rowActions.busyIds}
                />
              }
              cards={
                <div className="p-3">
                  <UserCards
                    users={items}
                    selected={selected}
                    onToggle={toggle}
                    onToggleAll={toggleAll}
                    onAction={rowActions.onAction}
                    busyIds={rowActions.busyIds}
                  />
                </div>
              }
            />
          </div>
        )}
        {users.isSuccess && total > 0 && (
          <Pager
            page={state.page}
            totalPages={pages}
            hasNext={state.page < pages}
            onPageChange={(page) => updateUrl({ page: page > 1 ? page : null })}
            label="Users pages"
          />
        )}
      </div>
      {dialog}
    </>
  );
}
