import { useQueryClient } from '@tanstack/react-query';
import Sparkles from 'lucide-react/icons/sparkles';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { FailureNotice } from '~/web/components/learner/failure-notice';
import { buttonClass } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { ApiRequestError } from '~/web/lib/api-error';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { useLimits } from '~/web/lib/learner-data/get-limits';
import { useAdvancedAnalytics } from '../api/get-advanced-analytics';
import type { StatsMessages } from '../i18n/en';
import { analyticsFormat } from './analytics-format';
import { AnalyticsHardestWords } from './analytics-hardest-words';
import { AnalyticsHours } from './analytics-hours';
import { AnalyticsMemoryStrength } from './analytics-memory-strength';
import { AnalyticsRetention } from './analytics-retention';

type Props = { t: StatsMessages; dir: 'ltr' | 'rtl'; numberLocale: string };

/**
 * Pro's advanced analytics (the plans promise them): young and mature retention, answers by hour,
 * the hardest words, memory strength. The tier comes from the learner's limits; a Free learner sees
 * what Pro would show and the way to it, and the analytics are never asked for (they would be refused).
 */
export function AdvancedAnalyticsSection({ t, dir, numberLocale }: Props) {
  const limits = useLimits();
  const pro = limits.data?.tier === 'premiumUser';
  const analytics = useAdvancedAnalytics(pro);
  const a = t.advanced;
  // Pro ran out since the tier was read: the server refuses, the learner is Free now. Not a failure
  // to retry: the tier is read afresh, and the way to Pro shown.
  const lapsed = analytics.error instanceof ApiRequestError && analytics.error.code === 'PLAN_REQUIRED';
  const queryClient = useQueryClient();
  useEffect(() => {
    if (lapsed) void queryClient.invalidateQueries({ queryKey: accountKeys.limits });
  }, [lapsed, queryClient]);
  const failed = limits.isError ? limits : analytics.isError && !lapsed ? analytics : null;
  const free = (limits.data !== undefined && !pro) || lapsed;

  let body: ReactNode;
  if (failed) {
    body = (
      <FailureNotice title={a.failed} message={refusalMessage(failed.error, t.refusals)}>
        <button type="button" onClick={() => void failed.refetch()} className="mt-3 font-semibold underline">
          {t.retry}
        </button>
      </FailureNotice>
    );
  } else if (free) {
    body = (
      <div className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <p>{a.upgradeIntro}</p>
        <Link
          to="/pricing"
          reloadDocument
          data-testid="advanced-analytics-upgrade"
          className={buttonClass('primary', 'md', 'mt-4')}
        >
          <Sparkles className="size-4" aria-hidden="true" />
          {a.upgrade}
        </Link>
      </div>
    );
  } else if (analytics.data) {
    const f = analyticsFormat(numberLocale);
    const data = analytics.data;
    body = (
      <div className="grid gap-6 xl:grid-cols-2">
        <AnalyticsRetention retention={data.retention} t={a} f={f} />
        <AnalyticsHours
          hours={data.answersByHour}
          t={a}
          f={f}
          dir={dir}
          numberLocale={numberLocale}
          chartLoading={t.chartLoading}
        />
        <AnalyticsHardestWords
          words={data.hardestWords}
          t={a}
          f={f}
          numberLocale={numberLocale}
          timeZone={data.timeZone}
        />
        <AnalyticsMemoryStrength
          buckets={data.memoryStrength}
          t={a}
          f={f}
          dir={dir}
          numberLocale={numberLocale}
          chartLoading={t.chartLoading}
        />
      </div>
    );
  } else {
    body = <Spinner label={a.loading} className="py-6" />;
  }

  return (
    <section aria-labelledby="advanced-analytics" data-testid="advanced-analytics" className="space-y-4">
      <div>
        <h2 id="advanced-analytics" className="text-xl font-bold">
          {a.title}
        </h2>
        {/* A Free learner reads what Pro offers instead, in one sentence. */}
        {!free && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{a.intro}</p>}
      </div>
      {body}
    </section>
  );
}
