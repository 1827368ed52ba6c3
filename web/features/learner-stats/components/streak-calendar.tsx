import type { Progress } from '~/core/study/progress';
import { plural } from '~/web/lib/i18n/plural';
import type { StatsMessages } from '../i18n/en';
import {
  calendarLevel,
  calendarWeeks,
  formatDay,
  monthStarts,
  monthTotals,
  seriesSummary,
} from '../lib/study-days';
import { ChartSection } from './chart-section';
import { ChartTable } from './chart-table';

const shades = [
  'bg-slate-200 dark:bg-slate-800',
  'bg-brand-200 dark:bg-brand-900',
  'bg-brand-500 dark:bg-brand-700',
  'bg-brand-700 dark:bg-brand-500',
  'bg-brand-900 dark:bg-brand-200',
] as const;

/**
 * The year as a calendar of weeks (a column a week, Sunday on top), each day shaded by its reviews.
 * In Hebrew the weeks run right to left like the text. The shading is decoration; the sentence and
 * the month table say it in words.
 */
export function StreakCalendar({
  progress,
  t,
  numberLocale,
}: {
  progress: Progress;
  t: StatsMessages;
  numberLocale: string;
}) {
  const series = progress.reviewsPerDay.map(({ day, reviews }) => ({ day, value: reviews }));
  const weeks = calendarWeeks(series);
  const number = new Intl.NumberFormat(numberLocale);
  // A column a week, at most 16 px wide: the month labels and the days share it.
  const weekColumns = {
    gridTemplateColumns: `repeat(${weeks.length}, minmax(0, 1fr))`,
    maxWidth: `${weeks.length * 16}px`,
  };
  return (
    <ChartSection
      id="study-calendar"
      title={t.calendar.title}
      summary={plural(t.calendar.summary, seriesSummary(series).activeDays, numberLocale)}
    >
      {/* The months over their first weeks, on the same columns as the weeks below. */}
      <div
        className="grid gap-[2px] overflow-hidden text-[10px] leading-4 text-slate-600 dark:text-slate-300"
        style={weekColumns}
        aria-hidden="true"
        data-testid="calendar-months"
      >
        {monthStarts(weeks).map(({ week, month }) => (
          <span
            key={month}
            className="whitespace-nowrap"
            style={{ gridColumnStart: week + 1, gridRowStart: 1 }}
          >
            {formatDay(`${month}-01`, numberLocale, { month: 'short' })}
          </span>
        ))}
      </div>
      {/* A column a week, oldest first: the grid runs right to left in Hebrew by itself. The cells
          shrink to fit a phone's width rather than scroll; the table below has the figures. */}
      <div className="grid gap-[2px]" style={weekColumns} aria-hidden="true">
        {weeks.map((week) => (
          <div key={week.find(Boolean)?.day} className="grid grid-rows-7 gap-[2px]">
            {Array.from({ length: 7 }, (_, weekday) => {
              const cell = week[weekday];
              return (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: a week has seven fixed places
                  key={weekday}
                  title={
                    cell
                      ? `${formatDay(cell.day, numberLocale, { dateStyle: 'medium' })}: ${number.format(cell.value)}`
                      : undefined
                  }
                  className={`block aspect-square rounded-[2px] ${cell ? shades[calendarLevel(cell.value)] : ''}`}
                />
              );
            })}
          </div>
        ))}
      </div>
      <div
        className="mt-1 flex items-center gap-1 text-xs text-slate-600 dark:text-slate-300"
        aria-hidden="true"
      >
        <span>{t.calendar.less}</span>
        {shades.map((shade) => (
          <span key={shade} className={`block size-3 rounded-sm ${shade}`} />
        ))}
        <span>{t.calendar.more}</span>
      </div>
      <ChartTable
        summary={t.calendar.table}
        caption={t.calendar.title}
        headers={[t.calendar.month, t.calendar.daysStudied, t.calendar.reviews]}
        rows={monthTotals(series)
          .reverse()
          .map((month) => [
            formatDay(`${month.month}-01`, numberLocale, { month: 'long', year: 'numeric' }),
            number.format(month.days),
            number.format(month.reviews),
          ])}
      />
    </ChartSection>
  );
}
