import Sparkles from 'lucide-react/icons/sparkles';
import { Link } from 'react-router';
import type { MyLimits } from '~/core/plans/my-limits';
import { buttonClass } from '~/web/components/ui/button';
import { format } from '~/web/lib/i18n/format';
import type { HomeMessages } from '../i18n/en';
import { belowTheFold } from './below-the-fold';

const collections = ['words', 'studySets', 'stories', 'studySessions'] as const;

/** Plan usage, collection by collection ("12 of 20 words"), and the way to Pro for Free learners. */
export function PlanUsage({
  limits,
  t,
  numberLocale,
}: {
  limits: MyLimits;
  t: HomeMessages;
  numberLocale: string;
}) {
  const number = new Intl.NumberFormat(numberLocale);
  // When the month's study sessions renew (04:00 on the 1st, the learner's study-day start): a learner
  // at the limit just after midnight on the 1st otherwise cannot tell why the new month has not begun.
  const renewsAt = new Intl.DateTimeFormat(numberLocale, {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(limits.limits.studySessions.renewsAt));
  const free = limits.tier === 'regularUser';
  return (
    <section
      aria-labelledby="home-plan"
      className={`rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900 ${belowTheFold}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="home-plan" className="text-xl font-bold">
          {t.home.plan.title}: {free ? t.home.plan.free : t.home.plan.pro}
        </h2>
        {free && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-300">{t.home.plan.upgradeHint}</p>
            <Link to="/pricing" reloadDocument className={buttonClass('primary', 'sm')}>
              <Sparkles className="size-4" aria-hidden="true" />
              {t.home.plan.upgrade}
            </Link>
          </div>
        )}
      </div>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {collections.map((collection) => {
          const { used, limit } = limits.limits[collection];
          const share = limit > 0 ? Math.min(1, used / limit) : 1;
          const full = used >= limit;
          return (
            <li key={collection} data-testid={`plan-${collection}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">
                  {format(t.home.plan.usage[collection], {
                    used: number.format(used),
                    limit: number.format(limit),
                  })}
                </span>
                {full && (
                  <span className="font-semibold text-amber-800 dark:text-amber-300">{t.home.plan.full}</span>
                )}
              </div>
              <div
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                aria-hidden="true"
              >
                <div
                  className={`h-full rounded-full ${full ? 'bg-amber-500' : 'bg-brand-600 dark:bg-brand-300'}`}
                  style={{ width: `${share * 100}%` }}
                />
              </div>
              {collection === 'studySessions' && (
                <p data-testid="plan-renews" className="mt-1 text-xs text-slate-600 dark:text-slate-300">
                  {format(t.home.plan.renews, { date: renewsAt })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
