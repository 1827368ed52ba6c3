import PartyPopper from 'lucide-react/icons/party-popper';
import { useEffect, useRef } from 'react';
import { ratingNames } from '~/core/study/ratings';
import { buttonClass } from '~/web/components/ui/button';
import { format } from '~/web/lib/i18n/format';
import { plural } from '~/web/lib/i18n/plural';
import type { StudyMessages } from '../i18n/en';
import { missedWords, type StudyRun, summarise } from '../lib/study-run';
import { SummaryWayOn } from './summary-way-on';

function duration(ms: number, numberLocale: string) {
  const seconds = Math.round(ms / 1000);
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.round(seconds / 60), 'minute'];
  return new Intl.NumberFormat(numberLocale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * The end of a session: how many cards, how many right, the answers by rating, the words missed (with
 * a way to study just those again now), and where next.
 */
export function SessionSummary({
  run,
  onStudyAgain,
  onStudyMissed,
  t,
  numberLocale,
}: {
  run: StudyRun;
  onStudyAgain: () => void;
  onStudyMissed: (cardIds: string[]) => void;
  t: StudyMessages;
  numberLocale: string;
}) {
  const summary = summarise(run);
  const missed = missedWords(run);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // Achievements this session earned are announced. Loaded only now: the study screen's first load
  // stays small. Offline, or with answers still syncing, the statistics screen announces them later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per summary
  useEffect(() => {
    void import('~/web/lib/achievements/announce-earned')
      .then((announce) => announce.announceEarnedAchievements(run.userId))
      .catch(() => undefined);
  }, []);
  return (
    <section aria-labelledby="summary-title" className="space-y-5">
      <h2
        id="summary-title"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl font-bold focus:outline-none"
      >
        <PartyPopper className="size-7 text-brand-700 dark:text-brand-200" aria-hidden="true" />
        {t.summary.title}
      </h2>
      <p>{plural(t.summary.answered, summary.answered, numberLocale)}</p>
      {summary.graded > 0 && (
        <p>{format(t.summary.correct, { correct: summary.correct, total: summary.graded })}</p>
      )}
      <p>{format(t.summary.time, { time: duration(summary.durationMs, numberLocale) })}</p>
      {summary.answered > 0 && (
        <table className="w-full max-w-sm text-start text-sm">
          <caption className="text-start font-medium">{t.summary.ratings}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 text-start">
                {t.summary.rating}
              </th>
              <th scope="col" className="py-1 text-end">
                {t.summary.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {ratingNames.map((name, index) => (
              <tr key={name} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-1 text-start font-normal">
                  {t.flashcard.ratings[name]}
                </th>
                <td className="py-1 text-end tabular-nums">
                  {summary.byRating[(index + 1) as 1 | 2 | 3 | 4].toLocaleString(numberLocale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {missed.length > 0 && (
        <section aria-labelledby="summary-missed" className="space-y-2">
          <h3 id="summary-missed" className="font-semibold">
            {t.summary.missed}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {missed.map((entry) => (
              <li
                key={entry.cardId}
                className="rounded-md bg-amber-50 px-2 py-1 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
                dir="auto"
              >
                {entry.word}
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => onStudyMissed(missed.map((entry) => entry.cardId))}
            className={buttonClass('primary')}
          >
            {t.summary.studyMissed}
          </button>
        </section>
      )}
      <SummaryWayOn onStudyAgain={onStudyAgain} studyAgainIsMain={missed.length === 0} t={t} />
    </section>
  );
}
