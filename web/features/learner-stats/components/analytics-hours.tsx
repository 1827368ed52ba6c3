import type { AdvancedAnalytics } from '~/core/stats/advanced-analytics';
import { format } from '~/web/lib/i18n/format';
import type { StatsMessages } from '../i18n/en';
import type { AnalyticsFormat } from './analytics-format';
import { ChartSection } from './chart-section';
import { ChartTable } from './chart-table';
import { LazyBarChart } from './lazy-bar-chart';

/** An hour needs this many answers before its share is called the best: one lucky answer is not. */
const BEST_HOUR_MIN_ANSWERS = 5;

/** The hour with the highest share remembered among those with enough answers; null without one. */
export function bestHour(hours: AdvancedAnalytics['answersByHour']) {
  let best: AdvancedAnalytics['answersByHour'][number] | null = null;
  for (const hour of hours) {
    if (hour.answers < BEST_HOUR_MIN_ANSWERS || hour.rate === null) continue;
    if (!best || hour.rate > (best.rate ?? 0)) best = hour;
  }
  return best;
}

/** Answers by hour of the day: bars of answers, the best hour in a sentence, a table with the shares. */
export function AnalyticsHours({
  hours,
  t,
  f,
  dir,
  numberLocale,
  chartLoading,
}: {
  hours: AdvancedAnalytics['answersByHour'];
  t: StatsMessages['advanced'];
  f: AnalyticsFormat;
  dir: 'ltr' | 'rtl';
  numberLocale: string;
  chartLoading: string;
}) {
  const empty = hours.every((hour) => hour.answers === 0);
  const best = bestHour(hours);
  const label = (key: string) => f.hour(Number(key));
  return (
    <ChartSection
      id="analytics-hours"
      heading="h3"
      title={t.hours.title}
      summary={
        <>
          {t.hours.summary}
          {best && ` ${format(t.hours.best, { hour: f.hour(best.hour), rate: f.share(best.rate) })}`}
        </>
      }
    >
      {empty ? (
        <p>{t.hours.none}</p>
      ) : (
        <>
          <LazyBarChart
            data={hours.map((hour) => ({ day: String(hour.hour), value: hour.answers }))}
            label={label}
            dir={dir}
            numberLocale={numberLocale}
            loading={chartLoading}
          />
          <ChartTable
            summary={t.hours.table}
            caption={t.hours.title}
            headers={[t.hours.hour, t.answers, t.remembered, t.share]}
            rows={hours.map((hour) => [
              f.hour(hour.hour),
              f.count(hour.answers),
              f.count(hour.passed),
              f.share(hour.rate),
            ])}
          />
        </>
      )}
    </ChartSection>
  );
}
