import type { SubscriptionsSummary } from '~/core/subscriptions/list-subscriptions';

/** For component tests of the Subscriptions screen: four active subscriptions of five, one cancelled. */
export const testSubscriptionsSummary: SubscriptionsSummary = {
  monthlyRevenueUsd: 27.96,
  revenueThisMonthUsd: 27.96,
  revenueLastMonthUsd: 0,
  revenueChangePercent: 0,
  activeCount: 4,
  totalCount: 5,
  activeSharePercent: 80,
  gracePeriodCount: 0,
  cancelledCount: 1,
  churnRatePercent: 20,
};
