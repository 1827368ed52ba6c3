import { useId } from 'react';
import type { ImportJob } from '~/core/imports/import-job';
import { useRecentImports } from '~/web/lib/learner-data/imports';
import type { ImportMessages } from '../i18n/en';
import { ImportProgress } from './import-progress';

const DAY_MS = 86_400_000;

// Still under way, or ended in the last day: what a learner who reloaded or came back is looking for.
const worthShowing = (job: ImportJob, now: number) =>
  job.status === 'queued' ||
  job.status === 'running' ||
  (job.finishedAt !== null && now - Date.parse(job.finishedAt) < DAY_MS);

/**
 * The learner's imports still open or ended in the last day (not `shown`, which the screen follows
 * itself), each followed as the screen follows a new one: found again after a reload or a visit
 * elsewhere, and the imports an IMPORTS_BUSY refusal counts.
 */
export function RecentImports({
  t,
  numberLocale,
  shown,
}: {
  t: ImportMessages;
  numberLocale: string;
  shown: string | null;
}) {
  const headingId = useId();
  const recent = useRecentImports();
  const now = Date.now();
  const jobs = (recent.data ?? []).filter((job) => job.id !== shown && worthShowing(job, now));
  if (jobs.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {t.recent}
      </h2>
      <ul className="space-y-5">
        {jobs.map((job) => (
          <li key={job.id} className="space-y-2">
            {/* The learner's own file name, in whatever language: laid out by its own direction. */}
            <h3 dir="auto" className="font-semibold break-words">
              {job.fileName}
            </h3>
            <ImportProgress t={t} id={job.id} numberLocale={numberLocale} initial={job} nested />
          </li>
        ))}
      </ul>
    </section>
  );
}
