import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ImportCounts, ImportJob } from '~/core/imports/import-job';
import { FormAlert } from '~/web/components/forms/form-alert';
import { FailureNotice } from '~/web/components/learner/failure-notice';
import { Button, buttonClass } from '~/web/components/ui/button';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { useImportJob } from '~/web/lib/learner-data/imports';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import type { ImportMessages } from '../i18n/en';
import { failureReason } from './failure-reason';
import { OverLimitNotice } from './over-limit-notice';

const countNames: (keyof ImportCounts)[] = [
  'notes',
  'words',
  'reviews',
  'duplicates',
  'skipped',
  'overLimit',
];

/**
 * An import under way (a progress bar, polled every second) and, when it ends, what it did. `initial`
 * is the job as a list already gave it; `nested` puts the ending's heading under a list's own.
 */
export function ImportProgress({
  t,
  id,
  numberLocale,
  onAnother,
  initial,
  nested = false,
}: {
  t: ImportMessages;
  id: string;
  numberLocale: string;
  onAnother?: () => void;
  initial?: ImportJob;
  nested?: boolean;
}) {
  const job = useImportJob(id, initial);
  const Heading = nested ? 'h4' : 'h2';
  const queryClient = useQueryClient();
  const status = job.data?.status;
  // A listed job is shown as it was on arrival without a word (yesterday's failure is not said again on
  // every visit); only a status it reaches while the screen is open is announced.
  const [listedAs] = useState(initial?.status);
  const live = initial === undefined || status !== listedAs;
  useEffect(() => {
    // The words and the plan usage changed (a failed import keeps the batches it wrote): lists read
    // them afresh when next shown.
    if (status === 'done' || status === 'failed') {
      void queryClient.invalidateQueries({ queryKey: myWordsKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.limits });
    }
  }, [status, queryClient]);

  const data = job.data;
  // A status check that fails (offline, a busy server) says nothing of the import, which runs on the
  // server and is asked about again every second: only the job's own status says it failed.
  if (job.isError && !data) {
    return (
      <FailureNotice title={t.statusFailed} message={refusalMessage(job.error, t.refusals)}>
        <button type="button" onClick={() => void job.refetch()} className="mt-3 font-semibold underline">
          {t.retry}
        </button>
      </FailureNotice>
    );
  }
  const percent = Math.round((data?.progress ?? 0) * 100);
  const ended = status === 'done' || status === 'failed';
  const reason = status === 'failed' && data ? failureReason(data, t.refusals) : undefined;
  const keptSome = status === 'failed' && data !== undefined && data.counts.words + data.counts.reviews > 0;
  const counts = data && (
    <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {countNames.map((name) => (
        <div
          key={name}
          className="flex justify-between gap-4 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800"
        >
          <dt>{t.counts[name]}</dt>
          <dd className="font-semibold tabular-nums">{data.counts[name].toLocaleString(numberLocale)}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <div className="space-y-4">
      {!ended && (
        <div className="space-y-2">
          <p role={live ? 'status' : undefined}>{status === 'running' ? t.running : t.queued}</p>
          <div
            role="progressbar"
            aria-label={t.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          {job.isError && (
            <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
              {t.statusUnavailable}
            </p>
          )}
        </div>
      )}
      {status === 'failed' && data && (
        <FormAlert live={live}>
          <p className="font-semibold">{t.failed}</p>
          {/* The server's English, when the page does not know the code: said and laid out as English. */}
          <p lang={reason?.english ? 'en' : undefined} dir="auto">
            {reason?.text}
          </p>
          {keptSome && <p>{t.failedPartly}</p>}
        </FormAlert>
      )}
      {keptSome && counts}
      {status === 'done' && data && (
        <>
          <div role={live ? 'status' : undefined}>
            <Heading className={nested ? 'font-semibold' : 'text-xl font-bold'}>{t.done}</Heading>
          </div>
          {counts}
          {data.limit && data.counts.overLimit > 0 && (
            <OverLimitNotice
              t={t}
              note={data.limit}
              overLimit={data.counts.overLimit}
              numberLocale={numberLocale}
              live={live}
            />
          )}
        </>
      )}
      {ended && onAnother && (
        <div className="flex flex-wrap gap-3">
          {(status === 'done' || keptSome) && (
            <Link to="/dashboard/words" className={buttonClass('primary')}>
              {t.viewWords}
            </Link>
          )}
          <Button onClick={onAnother}>{t.another}</Button>
        </div>
      )}
    </div>
  );
}
