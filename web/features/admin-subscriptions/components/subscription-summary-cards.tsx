import CheckCircle2 from 'lucide-react/icons/circle-check';
import XCircle from 'lucide-react/icons/circle-x';
import DollarSign from 'lucide-react/icons/dollar-sign';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useEffect, useRef } from 'react';
import type { SubscriptionsSummary } from '~/core/subscriptions/list-subscriptions';
import { Button } from '~/web/components/ui/button';
import { StatCard } from '~/web/components/ui/stat-card';
import { errorMessage } from '~/web/lib/api-error';
import { formatNumber } from '~/web/lib/dates-and-numbers';
import { formatPercent, formatUsd, revenueChangeText } from '../lib/subscription-format';

/** The summary as its query holds it: the figures once loaded, or why they could not be. */
export type SummaryState = {
  summary: SubscriptionsSummary | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
};

/**
 * The page's four summary cards (docs/admin-portal.md defines each); dashes while loading. A summary
 * that could not be loaded says why and offers Retry, as the Dashboard's statistics do, instead of
 * dashes that never change.
 */
export function SubscriptionSummaryCards({ summary, loading, error, onRetry }: SummaryState) {
  const failed = !summary && Boolean(error);
  const cards = useRef<HTMLElement>(null);
  // Whether the keyboard is on Retry. React does not report the blur of a button it removes, so
  // this still says so when the cards have just replaced the alert.
  const retryHasFocus = useRef(false);
  useEffect(() => {
    if (failed || !retryHasFocus.current) return;
    // The figures replaced the alert and its Retry: focus them rather than let it fall to the page.
    retryHasFocus.current = false;
    cards.current?.focus();
  }, [failed]);

  if (failed) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
      >
        <p>Could not load the subscriptions summary: {errorMessage(error)}</p>
        {/* aria-disabled, not disabled: disabling the button the keyboard user just pressed would
            drop their focus to the page. Presses while it reloads do nothing. */}
        <Button
          className="mt-3 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          size="sm"
          onClick={loading ? undefined : onRetry}
          aria-disabled={loading || undefined}
          aria-busy={loading}
          onFocus={() => {
            retryHasFocus.current = true;
          }}
          onBlur={() => {
            retryHasFocus.current = false;
          }}
        >
          Retry
        </Button>
      </div>
    );
  }
  const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));
  return (
    <section
      ref={cards}
      tabIndex={-1}
      aria-label="Subscriptions summary"
      className="grid grid-cols-1 gap-4 focus:outline-none sm:grid-cols-2 xl:grid-cols-4"
      aria-busy={loading}
    >
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
        definition="Store purchases only, while their period runs; Premium Users on the dashboard also counts premium granted by an administrator"
      />
      <StatCard
        label="Grace Period"
        value={count(summary?.gracePeriodCount)}
        icon={AlertTriangle}
        footer="Payment issues requiring attention"
        definition="The store is still retrying the payment and access has not ended"
      />
      <StatCard
        label="Canceled"
        value={count(summary?.cancelledCount)}
        icon={XCircle}
        footer={summary ? `${formatPercent(summary.churnRatePercent)} churn in the last 30 days` : undefined}
        definition="Not renewing, paid period still running. Churn: of the subscriptions in force 30 days ago, the share not in force now"
      />
    </section>
  );
}
