import { useState } from 'react';
import type { Progress } from '~/core/study/progress';
import { format } from '~/web/lib/i18n/format';
import type { StatsMessages } from '../i18n/en';
import { formatDay, seriesSummary } from '../lib/study-days';
import { ChartSection } from './chart-section';
import { ChartTable } from './chart-table';
import { LazyBarChart } from './lazy-bar-chart';

const ranges = [30, 90, 365] as const;
type Range = (typeof ranges)[number];

/** Reviews per day over the last 30 days, three months or the year, as bars, a sentence and a table. */
export function ReviewsSection({
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
  const [range, setRange] = useState<Range>(30);
  const series = progress.reviewsPerDay.slice(-range).map(({ day, reviews }) => ({ day, value: reviews }));
  const { total, average, most } = seriesSummary(series);
  const number = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 1 });
  const short = (day: string) => formatDay(day, numberLocale, { month: 'short', day: 'numeric' });
  const long = (day: string) =>
    formatDay(day, numberLocale, { weekday: 'short', month: 'long', day: 'numeric', year: 'numeric' });

  return (
    <ChartSection
      id="reviews-per-day"
      title={t.reviews.title}
      summary={format(t.reviews.summary, {
        total: number.format(total),
        average: number.format(average),
        most: number.format(most),
      })}
      actions={
        <fieldset className="flex rounded-lg border border-slate-300 p-0.5 text-sm dark:border-slate-600">
          <legend className="sr-only">{t.reviews.range}</legend>
          {ranges.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md px-3 py-1 font-medium has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name="reviews-range"
                className="sr-only"
                checked={range === value}
                onChange={() => setRange(value)}
              />
              {t.reviews.ranges[value]}
            </label>
          ))}
        </fieldset>
      }
    >
      <LazyBarChart
        data={series}
        label={short}
        dir={dir}
        numberLocale={numberLocale}
        loading={t.chartLoading}
      />
      <ChartTable
        summary={t.reviews.table}
        caption={t.reviews.title}
        headers={[t.reviews.day, t.reviews.count]}
        rows={[...series].reverse().map((point) => [long(point.day), number.format(point.value)])}
      />
    </ChartSection>
  );
}
