import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { SetDetail } from '~/web/features/learner-sets/components/set-detail';
import { useSetsMessages } from '~/web/features/learner-sets/i18n/use-sets-messages';
import { requireLearner } from '~/web/lib/learner-guard';
import type { Route } from './+types/set';
import { learnerPageMeta, useLearnerPageTitle } from './page-title';

const title = { en: 'Study set', he: 'ערכת לימוד' } as const;

export const meta = () => learnerPageMeta(title);

export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function StudySet({ params }: Route.ComponentProps) {
  useLearnerPageTitle(title);
  const { t } = useSetsMessages();
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <SetDetail id={params.id} />
    </LearnerPageFrame>
  );
}
