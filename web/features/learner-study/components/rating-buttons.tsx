import type { RatingPreview } from '~/core/study/card-schedule';
import { type RatingValue, ratingNames } from '~/core/study/ratings';
import { format } from '~/web/lib/i18n/format';
import type { StudyMessages } from '../i18n/en';
import { intervalText } from '../lib/interval-text';

// Anki's four answers, each with the interval it would give, worded in the learner's language.
const tones = {
  again:
    'border-red-300 bg-red-50 text-red-900 hover:bg-red-100 dark:border-red-800 dark:bg-red-950 dark:text-red-100 dark:hover:bg-red-900',
  hard: 'border-amber-300 bg-amber-50 text-amber-950 hover:bg-amber-100 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100 dark:hover:bg-amber-900',
  good: 'border-green-300 bg-green-50 text-green-900 hover:bg-green-100 dark:border-green-800 dark:bg-green-950 dark:text-green-100 dark:hover:bg-green-900',
  easy: 'border-sky-300 bg-sky-50 text-sky-950 hover:bg-sky-100 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100 dark:hover:bg-sky-900',
} as const;

export function RatingButtons({
  intervals,
  showIntervals,
  onRate,
  t,
  numberLocale,
}: {
  intervals: RatingPreview;
  /** False when the intervals are out of date (the card came back while offline). */
  showIntervals: boolean;
  onRate: (rating: RatingValue) => void;
  t: StudyMessages;
  numberLocale: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t.flashcard.rate}
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ratingNames.map((name, index) => {
          const label = t.flashcard.ratings[name];
          const ms = intervals[name].intervalMs;
          return (
            <button
              key={name}
              type="button"
              onClick={() => onRate((index + 1) as RatingValue)}
              aria-label={
                showIntervals
                  ? format(t.flashcard.next, {
                      rating: label,
                      interval: intervalText(ms, numberLocale, 'long'),
                    })
                  : label
              }
              aria-keyshortcuts={String(index + 1)}
              className={`flex min-h-16 flex-col items-center justify-center rounded-lg border px-3 py-2 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-950 ${tones[name]}`}
            >
              <span>
                <kbd className="me-1 font-mono text-xs opacity-75 touch:hidden">{index + 1}</kbd>
                {label}
              </span>
              {showIntervals && (
                <span className="text-sm font-normal tabular-nums">{intervalText(ms, numberLocale)}</span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
