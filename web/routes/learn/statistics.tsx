import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { StatisticsScreen } from '~/web/features/learner-stats/components/statistics-screen';
import { useStatsMessages } from '~/web/features/learner-stats/i18n/use-stats-messages';
import { requireLearner } from '~/web/lib/learner-guard';
import type { Route } from './+types/statistics';
import { learnerPageMeta, useLearnerPageTitle } from './page-title';

const title = { en: 'Statistics', he: 'סטטיסטיקה' } as const;

export const meta = () => learnerPageMeta(title);

export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Statistics({ loaderData }: Route.ComponentProps) {
  useLearnerPageTitle(title);
  const { t } = useStatsMessages();
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <StatisticsScreen userId={loaderData.user.id} />
    </LearnerPageFrame>
  );
}
