import type { Progress } from '~/core/study/progress';
import { plural } from '~/web/lib/i18n/plural';
import type { StatsMessages } from '../i18n/en';

const parts = [
  { key: 'new', bar: 'bg-slate-400 dark:bg-slate-500' },
  { key: 'learning', bar: 'bg-amber-500 dark:bg-amber-400' },
  { key: 'learned', bar: 'bg-green-600 dark:bg-green-500' },
] as const;

/** New, learning and learned words: one bar in three parts, and the counts as a list (its text). */
export function StatusBreakdown({
  progress,
  t,
  numberLocale,
}: {
  progress: Progress;
  t: StatsMessages;
  numberLocale: string;
}) {
  const counts = progress.wordsByStatus;
  const total = counts.new + counts.learning + counts.learned;
  const number = new Intl.NumberFormat(numberLocale);
  return (
    <section
      aria-labelledby="words-by-status"
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="words-by-status" className="text-lg font-bold">
        {t.status.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {plural(t.status.total, total, numberLocale)}
      </p>
      <div
        className="mt-4 flex h-4 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        aria-hidden="true"
      >
        {total > 0 &&
          parts.map(({ key, bar }) => (
            <span key={key} className={bar} style={{ width: `${(counts[key] / total) * 100}%` }} />
          ))}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {parts.map(({ key, bar }) => (
          <li key={key} className="flex items-center gap-2">
            <span className={`block size-3 rounded-sm ${bar}`} aria-hidden="true" />
            <span>{t.status[key]}</span>
            <span className="font-semibold tabular-nums">{number.format(counts[key])}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
