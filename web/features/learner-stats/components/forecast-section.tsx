import type { Progress } from '~/core/study/progress';
import { format } from '~/web/lib/i18n/format';
import type { StatsMessages } from '../i18n/en';
import { formatDay, seriesSummary } from '../lib/study-days';
import { ChartSection } from './chart-section';
import { ChartTable } from './chart-table';
import { LazyBarChart } from './lazy-bar-chart';

/** Cards due on each of the next 30 study days (overdue ones today): bars, a sentence, a table. */
export function ForecastSection({
  progress,
  t,
  dir,
  numberLocale,
}: {
  progress: Progress;
  t: StatsMessages;
  dir: 'ltr' | 'rtl';
  numberLocale: string;
}) {
  const series = progress.dueForecast.map(({ day, due }) => ({ day, value: due }));
  const number = new Intl.NumberFormat(numberLocale);
  const week = seriesSummary(series.slice(0, 7)).total;
  // The first two study days by name: between midnight and 04:00 today's study day still carries
  // yesterday's date, which would read as a forecast starting in the past.
  const tomorrow = series[1]?.day;
  const named = (day: string) =>
    day === progress.today ? t.forecast.today : day === tomorrow ? t.forecast.tomorrow : null;
  const short = (day: string) =>
    named(day) ?? formatDay(day, numberLocale, { month: 'short', day: 'numeric' });
  const long = (day: string) =>
    named(day) ?? formatDay(day, numberLocale, { weekday: 'short', month: 'long', day: 'numeric' });
  return (
    <ChartSection
      id="due-forecast"
      title={t.forecast.title}
      summary={format(t.forecast.summary, {
        total: number.format(seriesSummary(series).total),
        today: number.format(series[0]?.value ?? 0),
        week: number.format(week),
      })}
    >
      <LazyBarChart
        data={series}
        label={short}
        dir={dir}
        numberLocale={numberLocale}
        loading={t.chartLoading}
      />
      <ChartTable
        summary={t.forecast.table}
        caption={t.forecast.title}
        headers={[t.forecast.day, t.forecast.count]}
        rows={series.map((point) => [long(point.day), number.format(point.value)])}
      />
    </ChartSection>
  );
}
