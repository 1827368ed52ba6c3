import { FailureNotice } from '~/web/components/learner/failure-notice';
import { PageHeader } from '~/web/components/ui/page-header';
import { Spinner } from '~/web/components/ui/spinner';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useProgress } from '~/web/lib/learner-data/get-progress';
import { useStatsMessages } from '../i18n/use-stats-messages';
import { AchievementsSection } from './achievements-section';
import { AdvancedAnalyticsSection } from './advanced-analytics-section';
import { ForecastSection } from './forecast-section';
import { ReviewsSection } from './reviews-section';
import { StatusBreakdown } from './status-breakdown';
import { StreakCalendar } from './streak-calendar';
import { SummaryFigures } from './summary-figures';

/**
 * The learner's progress: figures, the study calendar, reviews per day, the forecast, words by status,
 * achievements (a new one is announced here and at the end of a study session), and Pro's advanced
 * analytics (for a Free learner, the way to them).
 */
export function StatisticsScreen({ userId }: { userId: string }) {
  const { t, dir, numberLocale, locale } = useStatsMessages();
  const progress = useProgress();
  return (
    <div className="space-y-6">
      <PageHeader title={t.title} subtitle={t.intro} />
      {progress.isPending ? (
        <Spinner />
      ) : progress.isError ? (
        <FailureNotice title={t.loadFailed} message={refusalMessage(progress.error, t.refusals)}>
          <button
            type="button"
            onClick={() => void progress.refetch()}
            className="mt-3 font-semibold underline"
          >
            {t.retry}
          </button>
        </FailureNotice>
      ) : (
        <>
          <SummaryFigures progress={progress.data} t={t} numberLocale={numberLocale} />
          <StreakCalendar progress={progress.data} t={t} numberLocale={numberLocale} />
          <div className="grid gap-6 xl:grid-cols-2">
            <ReviewsSection progress={progress.data} t={t} dir={dir} numberLocale={numberLocale} />
            <ForecastSection progress={progress.data} t={t} dir={dir} numberLocale={numberLocale} />
          </div>
          <StatusBreakdown progress={progress.data} t={t} numberLocale={numberLocale} />
          <AchievementsSection
            userId={userId}
            locale={locale}
            numberLocale={numberLocale}
            timeZone={progress.data.timeZone}
            messages={t}
          />
          <AdvancedAnalyticsSection t={t} dir={dir} numberLocale={numberLocale} />
        </>
      )}
    </div>
  );
}
