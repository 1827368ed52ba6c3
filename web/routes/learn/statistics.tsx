import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { StatisticsScreen } from '~/web/features/learner-stats/components/statistics-screen';
import { useStatsMessages } from '~/web/features/learner-stats/i18n/use-stats-messages';
import { requireLearner } from '~/web/lib/learner-guard';
import type { Route } from './+types/statistics';

export function meta() {
  return [{ title: 'Statistics — Vocably' }, { name: 'robots', content: 'noindex' }];
}

export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Statistics({ loaderData }: Route.ComponentProps) {
  const { t } = useStatsMessages();
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <StatisticsScreen userId={loaderData.user.id} />
    </LearnerPageFrame>
  );
}
