import type { AdvancedAnalytics } from '~/core/stats/advanced-analytics';
import { format } from '~/web/lib/i18n/format';
import type { StatsMessages } from '../i18n/en';
import type { AnalyticsFormat } from './analytics-format';
import { ChartSection } from './chart-section';
import { ChartTable } from './chart-table';
import { LazyBarChart } from './lazy-bar-chart';

/** Studied words by FSRS stability: a bar per range of days, and the same as a table. */
export function AnalyticsMemoryStrength({
  buckets,
  t,
  f,
  dir,
  numberLocale,
  chartLoading,
}: {
  buckets: AdvancedAnalytics['memoryStrength'];
  t: StatsMessages['advanced'];
  f: AnalyticsFormat;
  dir: 'ltr' | 'rtl';
  numberLocale: string;
  chartLoading: string;
}) {
  const rangeOf = ({ fromDays, toDays }: (typeof buckets)[number]) => {
    const values = { from: f.count(fromDays), to: toDays === null ? '' : f.count(toDays) };
    if (toDays === null) return format(t.strength.over, values);
    return format(fromDays === 0 ? t.strength.under : t.strength.between, values);
  };
  const labels = new Map(buckets.map((bucket) => [String(bucket.fromDays), rangeOf(bucket)]));
  const empty = buckets.every((bucket) => bucket.cards === 0);
  return (
    <ChartSection id="analytics-strength" heading="h3" title={t.strength.title} summary={t.strength.summary}>
      {empty ? (
        <p>{t.strength.none}</p>
      ) : (
        <>
          <LazyBarChart
            data={buckets.map((bucket) => ({ day: String(bucket.fromDays), value: bucket.cards }))}
            label={(key) => labels.get(key) ?? key}
            dir={dir}
            numberLocale={numberLocale}
            loading={chartLoading}
          />
          <ChartTable
            summary={t.strength.table}
            caption={t.strength.title}
            headers={[t.strength.range, t.strength.words]}
            rows={buckets.map((bucket) => [rangeOf(bucket), f.count(bucket.cards)])}
          />
        </>
      )}
    </ChartSection>
  );
}
