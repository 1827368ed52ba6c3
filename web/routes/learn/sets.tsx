import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { SetsScreen } from '~/web/features/learner-sets/components/sets-screen';
import { useSetsMessages } from '~/web/features/learner-sets/i18n/use-sets-messages';
import { requireLearner } from '~/web/lib/learner-guard';
import { learnerPageMeta, useLearnerPageTitle } from './page-title';

const title = { en: 'Study sets', he: 'ערכות לימוד' } as const;

export const meta = () => learnerPageMeta(title);

export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Sets() {
  useLearnerPageTitle(title);
  const { t } = useSetsMessages();
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <SetsScreen />
    </LearnerPageFrame>
  );
}
