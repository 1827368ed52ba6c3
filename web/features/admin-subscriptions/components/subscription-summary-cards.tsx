import CheckCircle2 from 'lucide-react/icons/circle-check';
import XCircle from 'lucide-react/icons/circle-x';
import DollarSign from 'lucide-react/icons/dollar-sign';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import type { SubscriptionsSummary } from '~/core/subscriptions/list-subscriptions';
import { StatCard } from '~/web/components/ui/stat-card';
import { formatNumber } from '~/web/lib/dates-and-numbers';
import { formatPercent, formatUsd, revenueChangeText } from '../lib/subscription-format';

/** The page's four summary cards; dashes while loading or when the summary failed. */
export function SubscriptionSummaryCards({ summary }: { summary: SubscriptionsSummary | undefined }) {
  const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={!summary}>
      <StatCard
        label="Monthly Revenue"
        value={summary ? formatUsd(summary.monthlyRevenueUsd) : '—'}
        icon={DollarSign}
        footer={summary ? revenueChangeText(summary.revenueChangePercent) : undefined}
        definition="In USD: the dollar price RevenueCat reports for each active purchase, whatever currency was paid"
      />
      <StatCard
        label="Active Subscriptions"
        value={count(summary?.activeCount)}
        icon={CheckCircle2}
        footer={summary ? `${formatPercent(summary.activeSharePercent)} of all subscriptions` : undefined}
        definition="Store purchases only; Premium Users on the dashboard also counts premium granted by an administrator"
      />
      <StatCard
        label="Grace Period"
        value={count(summary?.gracePeriodCount)}
        icon={AlertTriangle}
        footer="Payment issues requiring attention"
      />
      <StatCard
        label="Canceled"
        value={count(summary?.cancelledCount)}
        icon={XCircle}
        footer={summary ? `${formatPercent(summary.churnRatePercent)} churn rate` : undefined}
      />
    </div>
  );
}
