import BookOpen from 'lucide-react/icons/book-open';
import BarChart3 from 'lucide-react/icons/chart-column';
import Clock from 'lucide-react/icons/clock';
import Library from 'lucide-react/icons/library';
import Smartphone from 'lucide-react/icons/smartphone';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import type { MyLimits } from '~/core/plans/my-limits';
import { storeLinks } from '~/core/site/links';
import type { Progress } from '~/core/study/progress';
import { FailureNotice } from '~/web/components/learner/failure-notice';
import { buttonClass } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { duration } from '~/web/lib/dates-and-numbers';
import { format } from '~/web/lib/i18n/format';
import { plural } from '~/web/lib/i18n/plural';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useLimits } from '~/web/lib/learner-data/get-limits';
import { useProfile } from '~/web/lib/learner-data/get-profile';
import { useProgress } from '~/web/lib/learner-data/get-progress';
import type { GuardedLearner } from '~/web/lib/learner-guard';
import type { HomeMessages } from '../i18n/en';
import { useHomeMessages } from '../i18n/use-home-messages';
import { belowTheFold } from './below-the-fold';
import { PlanUsage } from './plan-usage';
import { Today } from './today';
import { useRefetchAtDayEnd } from './use-refetch-at-day-end';

// Shown once, on first sign-in: its own chunk (it carries the language list and its checks).
const Onboarding = lazy(() => import('./onboarding').then((module) => ({ default: module.Onboarding })));

/** /dashboard: onboarding until it is done or skipped, then today's figures, the cards and the plan. */
export function HomeScreen({ user }: { user: GuardedLearner }) {
  const { t } = useHomeMessages();
  const profile = useProfile();
  if (profile.isPending) return <Spinner label={t.layout.loading} />;
  if (profile.isError)
    return (
      <FailureNotice title={t.home.loadFailed} message={refusalMessage(profile.error, t.refusals)}>
        <RetryButton t={t} onRetry={() => void profile.refetch()} />
      </FailureNotice>
    );
  if (!profile.data.isOnboardingCompleted)
    return (
      <Suspense fallback={<Spinner label={t.layout.loading} />}>
        <Onboarding email={user.email} profile={profile.data} />
      </Suspense>
    );
  return <Home user={user} />;
}

/** Below this many words the learner is new: the home points them at the curated collections. */
const FEW_WORDS = 10;

function CollectionSuggestion({ t }: { t: HomeMessages }) {
  const s = t.home.suggestion;
  return (
    <section
      aria-labelledby="home-collection-suggestion"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="home-collection-suggestion" className="flex items-center gap-2 text-lg font-semibold">
        <Library className="size-5 text-brand-700 dark:text-brand-200" aria-hidden="true" />
        {s.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{s.body}</p>
      <Link to="/dashboard/collections" className={buttonClass('primary', 'sm', 'mt-3')}>
        {s.open}
      </Link>
    </section>
  );
}

function RetryButton({ t, onRetry }: { t: HomeMessages; onRetry: () => void }) {
  return (
    <button type="button" onClick={onRetry} className="mt-3 font-semibold underline">
      {t.home.retry}
    </button>
  );
}

function Home({ user }: { user: GuardedLearner }) {
  const { t, numberLocale } = useHomeMessages();
  const progress = useProgress();
  const limits = useLimits();
  const failed = progress.error ?? limits.error;
  const refetch = () => {
    void progress.refetch();
    void limits.refetch();
  };
  // A tab left open overnight: today's figures and allowances turn over with the learner's study day.
  useRefetchAtDayEnd(progress.data?.dayEndsAt, refetch);
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t.home.title}</h1>
      {failed ? (
        <FailureNotice title={t.home.loadFailed} message={refusalMessage(failed, t.refusals)}>
          <RetryButton t={t} onRetry={refetch} />
        </FailureNotice>
      ) : !progress.data || !limits.data ? (
        <Spinner label={t.layout.loading} />
      ) : (
        <>
          <Today progress={progress.data} t={t} numberLocale={numberLocale} />
          {limits.data.limits.words.used < FEW_WORDS && <CollectionSuggestion t={t} />}
          <Cards progress={progress.data} limits={limits.data} t={t} numberLocale={numberLocale} />
          <PlanUsage limits={limits.data} t={t} numberLocale={numberLocale} />
        </>
      )}
      {/* Below the figures only once they are there: nothing moves when they arrive. */}
      {(failed || (progress.data && limits.data)) && (
        <>
          <dl
            className={`grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900 ${belowTheFold}`}
          >
            <div className="min-w-0">
              <dt className="text-sm text-slate-600 dark:text-slate-300">{t.home.email}</dt>
              <dd className="mt-1 font-semibold wrap-anywhere" data-testid="dashboard-email">
                <bdi>{user.email}</bdi>
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-sm text-slate-600 dark:text-slate-300">{t.home.userId}</dt>
              <dd className="mt-1 break-all font-mono text-sm" data-testid="dashboard-user-id">
                {user.id}
              </dd>
            </div>
          </dl>
          <AppsNote t={t} />
        </>
      )}
    </div>
  );
}

function HomeCard({
  title,
  icon,
  link,
  children,
  id,
}: {
  title: string;
  icon: ReactNode;
  link: { to: string; label: string };
  children: ReactNode;
  id: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      {icon}
      <h2 id={id} className="mt-3 text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-2 flex-1 space-y-1 text-sm text-slate-700 dark:text-slate-300">{children}</div>
      <Link
        to={link.to}
        className="mt-4 self-start rounded-md text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-200"
      >
        {link.label}
      </Link>
    </section>
  );
}

function Cards({
  progress,
  limits,
  t,
  numberLocale,
}: {
  progress: Progress;
  limits: MyLimits;
  t: HomeMessages;
  numberLocale: string;
}) {
  const number = new Intl.NumberFormat(numberLocale);
  const percent = new Intl.NumberFormat(numberLocale, { style: 'percent', maximumFractionDigits: 1 });
  const c = t.home.cards;
  const status = progress.wordsByStatus;
  const sessions = limits.limits.studySessions;
  const iconClass = 'size-6 text-brand-700 dark:text-brand-200';
  return (
    <div className={`grid grid-cols-1 gap-4 md:grid-cols-3 ${belowTheFold}`}>
      <HomeCard
        id="home-card-words"
        title={c.words.title}
        icon={<BookOpen className={iconClass} aria-hidden="true" />}
        link={{ to: '/dashboard/words', label: c.words.open }}
      >
        <p className="text-2xl font-bold text-slate-900 dark:text-white" data-testid="home-words-total">
          {plural(c.words.total, limits.limits.words.used, numberLocale)}
        </p>
        <p>
          {format(c.words.byStatus, {
            new: number.format(status.new),
            learning: number.format(status.learning),
            learned: number.format(status.learned),
          })}
        </p>
      </HomeCard>
      <HomeCard
        id="home-card-statistics"
        title={c.statistics.title}
        icon={<BarChart3 className={iconClass} aria-hidden="true" />}
        link={{ to: '/dashboard/statistics', label: c.statistics.open }}
      >
        <p className="text-2xl font-bold text-slate-900 dark:text-white">
          {plural(c.statistics.reviewsToday, progress.todayCounts.reviews, numberLocale)}
        </p>
        <p>
          {format(c.statistics.longest, { days: plural(t.home.days, progress.streak.longest, numberLocale) })}
        </p>
        <p>
          {progress.trueRetention.rate === null
            ? c.statistics.noRetention
            : format(c.statistics.retention, { rate: percent.format(progress.trueRetention.rate) })}
        </p>
      </HomeCard>
      <HomeCard
        id="home-card-sessions"
        title={c.sessions.title}
        icon={<Clock className={iconClass} aria-hidden="true" />}
        link={{ to: '/dashboard/study', label: c.sessions.open }}
      >
        <p className="text-2xl font-bold text-slate-900 dark:text-white" data-testid="home-sessions">
          {format(c.sessions.used, {
            used: number.format(sessions.used),
            limit: number.format(sessions.limit),
          })}
        </p>
        <p>{format(c.sessions.timeToday, { time: duration(progress.timeStudied.todayMs, numberLocale) })}</p>
        <p>{format(c.sessions.timeTotal, { time: duration(progress.timeStudied.totalMs, numberLocale) })}</p>
      </HomeCard>
    </div>
  );
}

function AppsNote({ t }: { t: HomeMessages }) {
  return (
    <section
      aria-labelledby="home-apps"
      className={`rounded-xl bg-brand-700 p-6 text-white sm:p-8 ${belowTheFold}`}
    >
      <Smartphone className="size-8" aria-hidden="true" />
      <h2 id="home-apps" className="mt-3 text-2xl font-bold">
        {t.home.apps.title}
      </h2>
      <p className="mt-2 max-w-2xl text-brand-100">{t.home.apps.text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={storeLinks.ios}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t.home.apps.ios}
        </a>
        <a
          href={storeLinks.android}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-lg border border-white px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t.home.apps.android}
        </a>
      </div>
    </section>
  );
}
