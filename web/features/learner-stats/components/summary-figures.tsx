import type { Progress } from '~/core/study/progress';
import { duration } from '~/web/lib/dates-and-numbers';
import { format } from '~/web/lib/i18n/format';
import { plural } from '~/web/lib/i18n/plural';
import type { StatsMessages } from '../i18n/en';

/** The headline figures, as a definition list: streaks, today's reviews and due cards, time, retention. */
export function SummaryFigures({
  progress,
  t,
  numberLocale,
}: {
  progress: Progress;
  t: StatsMessages;
  numberLocale: string;
}) {
  const number = new Intl.NumberFormat(numberLocale);
  const percent = new Intl.NumberFormat(numberLocale, { style: 'percent', maximumFractionDigits: 1 });
  const retention = progress.trueRetention;
  const figures = [
    [t.summary.currentStreak, plural(t.days, progress.streak.current, numberLocale)],
    [t.summary.longestStreak, plural(t.days, progress.streak.longest, numberLocale)],
    [t.summary.reviewsToday, number.format(progress.todayCounts.reviews)],
    [t.summary.dueToday, number.format(progress.todayCounts.due)],
    [t.summary.timeToday, duration(progress.timeStudied.todayMs, numberLocale)],
    [t.summary.timeTotal, duration(progress.timeStudied.totalMs, numberLocale)],
  ] as const;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section aria-labelledby="at-a-glance" className="lg:col-span-2">
        <h2 id="at-a-glance" className="sr-only">
          {t.summary.title}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {figures.map(([label, value]) => (
            <div
              key={label}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        aria-labelledby="true-retention"
        className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="true-retention" className="text-sm text-slate-600 dark:text-slate-300">
          {t.retention.title}
        </h2>
        {retention.rate === null ? (
          <p className="mt-1">{t.retention.none}</p>
        ) : (
          <>
            <p className="mt-1 text-2xl font-bold tabular-nums">
              {format(t.retention.rate, { rate: percent.format(retention.rate) })}
            </p>
            <p className="text-sm">
              {format(t.retention.detail, {
                passed: number.format(retention.passed),
                reviews: number.format(retention.reviews),
              })}
            </p>
          </>
        )}
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t.retention.explain}</p>
      </section>
    </div>
  );
}
