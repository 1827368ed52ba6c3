import { RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useUrlState } from '../../../lib/url-state';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSubscriptions, useSubscriptionsSummary } from '../api/subscriptions-api';
import {
  parseSubscriptionsState,
  subscriptionsUpdate,
  toSubscriptionsQuery,
} from '../lib/subscriptions-state';
import { SubscriptionSummaryCards } from './subscription-summary-cards';
import { SubscriptionsList } from './subscriptions-list';
import { SubscriptionsToolbar } from './subscriptions-toolbar';

export function SubscriptionsScreen() {
  const [params, updateUrl] = useUrlState();
  const state = useMemo(() => parseSubscriptionsState(params), [params]);
  const query = useMemo(() => toSubscriptionsQuery(state), [state]);
  const list = useSubscriptions(query);
  const summary = useSubscriptionsSummary(state.includeSandbox);

  // Search is debounced, then sent to the server (deviation 5) through the URL.
  const [searchInput, setSearchInput] = useState(state.search);
  const debouncedSearch = useDebouncedValue(searchInput, 300);
  const latest = useRef({ updateUrl, urlSearch: state.search });
  latest.current = { updateUrl, urlSearch: state.search };
  useEffect(() => {
    const { updateUrl: update, urlSearch } = latest.current;
    if (debouncedSearch.trim() !== urlSearch)
      update(subscriptionsUpdate('q', debouncedSearch), { replace: true });
  }, [debouncedSearch]);
  useEffect(() => {
    setSearchInput((current) => (current.trim() === state.search ? current : state.search));
  }, [state.search]);

  if (summary.isError) console.error('Could not load the subscriptions summary', summary.error);
  const purchases = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);

  const loadMore = async () => {
    const result = await list.fetchNextPage();
    // A failed Load More leaves the list as it is and says why.
    if (result.isFetchNextPageError) notifyError('Could not load more subscriptions', result.error);
  };

  return (
    <>
      <PageHeader title="Subscriptions" subtitle="Manage user subscriptions and billing" />
      <div className="space-y-6">
        <SubscriptionSummaryCards summary={summary.data} />
        <div className="space-y-4">
          <SubscriptionsToolbar
            search={searchInput}
            onSearchChange={setSearchInput}
            status={state.status ?? ''}
            onStatusChange={(value) => updateUrl(subscriptionsUpdate('status', value))}
            plan={state.plan ?? ''}
            onPlanChange={(value) => updateUrl(subscriptionsUpdate('plan', value))}
            includeSandbox={state.includeSandbox}
            onIncludeSandboxChange={(value) => updateUrl(subscriptionsUpdate('sandbox', value))}
          />
          {list.isPending ? (
            <div role="status" className="flex items-center justify-center gap-3 py-12">
              <span
                className="size-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 dark:border-slate-700 dark:border-t-brand-200"
                aria-hidden="true"
              />
              <span className="text-slate-700 dark:text-slate-300">Loading subscriptions...</span>
            </div>
          ) : list.isError && !list.data ? (
            // Deviation 2: a failed first load says so and offers Retry; never sample purchases.
            <div
              role="alert"
              className="flex flex-col items-center gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-8 text-center text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              <p className="font-semibold">Could not load subscriptions</p>
              <p className="text-sm">{errorMessage(list.error)}</p>
              <Button onClick={() => void list.refetch()}>
                <RotateCcw className="size-4" aria-hidden="true" />
                Retry
              </Button>
            </div>
          ) : purchases.length === 0 ? (
            <EmptyState>No user purchases found matching your criteria</EmptyState>
          ) : (
            <>
              <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
                Showing {formatNumber(purchases.length)} {purchases.length === 1 ? 'purchase' : 'purchases'}
              </p>
              <div
                className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
                aria-busy={list.isFetching}
              >
                <SubscriptionsList purchases={purchases} />
              </div>
              {list.hasNextPage && (
                <div className="flex justify-center">
                  <Button
                    onClick={() => void loadMore()}
                    disabled={list.isFetchingNextPage}
                    aria-busy={list.isFetchingNextPage}
                  >
                    {list.isFetchingNextPage ? 'Loading...' : 'Load More'}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </>
  );
}
