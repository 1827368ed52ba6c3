import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useMemo } from 'react';
import { DataTable } from '~/web/components/list/data-table';
import { FilterFields } from '~/web/components/list/filter-fields';
import { ListToolbar } from '~/web/components/list/list-toolbar';
import { useListUrlState } from '~/web/components/list/use-list-url-state';
import { Button } from '~/web/components/ui/button';
import { EmptyState } from '~/web/components/ui/empty-state';
import { PageHeader } from '~/web/components/ui/page-header';
import { Spinner } from '~/web/components/ui/spinner';
import { useSubscriptionsSummary } from '~/web/features/admin-subscriptions/api/get-subscriptions-summary';
import {
  purchasesOfPages,
  useSubscriptions,
} from '~/web/features/admin-subscriptions/api/list-subscriptions';
import {
  subscriptionFilterFields,
  subscriptionsUrlSchema,
  toListSubscriptionsQuery,
} from '~/web/features/admin-subscriptions/lib/subscriptions-filters';
import { errorMessage } from '~/web/lib/api-error';
import { formatNumber } from '~/web/lib/dates-and-numbers';
import { notifyError } from '~/web/lib/notify';
import { PurchaseActions } from './purchase-cells';
import { SubscriptionSummaryCards } from './subscription-summary-cards';
import { subscriptionsColumns } from './subscriptions-columns';

export function SubscriptionsScreen() {
  const list = useListUrlState(subscriptionsUrlSchema);
  const { state } = list;
  const purchasesQuery = useSubscriptions(toListSubscriptionsQuery(state));
  const summary = useSubscriptionsSummary(state.sandbox);

  const purchases = useMemo(() => purchasesOfPages(purchasesQuery.data?.pages ?? []), [purchasesQuery.data]);

  const loadMore = async () => {
    const result = await purchasesQuery.fetchNextPage();
    // A failed Load More leaves the list as it is and says why.
    if (result.isFetchNextPageError) notifyError('Could not load more subscriptions', result.error);
  };

  return (
    <>
      <PageHeader title="Subscriptions" subtitle="Manage user subscriptions and billing" />
      <div className="space-y-6">
        <SubscriptionSummaryCards
          summary={summary.data}
          loading={summary.isFetching && !summary.data}
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
        <div className="space-y-4">
          <ListToolbar
            search={{
              label: 'Search subscriptions',
              placeholder: 'Search by name, email, ID...',
              ...list.search,
            }}
          >
            <FilterFields
              fields={subscriptionFilterFields}
              values={state}
              onChange={(key, value) => list.setFilters({ [key]: value === true ? '1' : value })}
            />
          </ListToolbar>
          {purchasesQuery.isPending ? (
            <Spinner label="Loading subscriptions..." visibleLabel />
          ) : purchasesQuery.isError && !purchasesQuery.data ? (
            // Deviation 2: a failed first load says so and offers Retry; never sample purchases.
            <div
              role="alert"
              className="flex flex-col items-center gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-8 text-center text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              <p className="font-semibold">Could not load subscriptions</p>
              <p className="text-sm">{errorMessage(purchasesQuery.error)}</p>
              <Button onClick={() => void purchasesQuery.refetch()}>
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
              <div aria-busy={purchasesQuery.isFetching}>
                <DataTable
                  caption="Subscriptions"
                  rows={purchases}
                  rowKey={(purchase) => purchase.id}
                  rowName={(purchase) => purchase.userEmail ?? purchase.id}
                  columns={subscriptionsColumns}
                  actions={{ render: (purchase) => <PurchaseActions purchase={purchase} /> }}
                />
              </div>
              {purchasesQuery.hasNextPage && (
                <div className="flex justify-center">
                  <Button
                    onClick={() => void loadMore()}
                    disabled={purchasesQuery.isFetchingNextPage}
                    aria-busy={purchasesQuery.isFetchingNextPage}
                  >
                    {purchasesQuery.isFetchingNextPage ? 'Loading...' : 'Load More'}
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
