import { useEffect, useRef } from 'react';
import { format } from '~/web/lib/i18n/format';
import { plural } from '~/web/lib/i18n/plural';
import type { StudyMessages } from '../i18n/en';
import { type StudyRun, summarise } from '../lib/study-run';
import { SummaryWayOn } from './summary-way-on';

/**
 * The end of a session when the full summary's code cannot be fetched (offline since before the first
 * answer, so it was never loaded): what this screen already knows, and a way on. The answers are safe
 * either way; they wait on the device until they sync.
 */
export function BriefSummary({
  run,
  onStudyAgain,
  t,
  numberLocale,
}: {
  run: StudyRun;
  onStudyAgain: () => void;
  t: StudyMessages;
  numberLocale: string;
}) {
  const summary = summarise(run);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="summary-title" className="space-y-5">
      <h2 id="summary-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {t.summary.title}
      </h2>
      <p>{plural(t.summary.answered, summary.answered, numberLocale)}</p>
      {summary.graded > 0 && (
        <p>{format(t.summary.correct, { correct: summary.correct, total: summary.graded })}</p>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">{t.summary.offline}</p>
      <SummaryWayOn onStudyAgain={onStudyAgain} studyAgainIsMain t={t} />
    </section>
  );
}
