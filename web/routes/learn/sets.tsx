import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { SetsScreen } from '~/web/features/learner-sets/components/sets-screen';
import { useSetsMessages } from '~/web/features/learner-sets/i18n/use-sets-messages';
import { requireLearner } from '~/web/lib/learner-guard';

export function meta() {
  return [{ title: 'Study sets — Vocably' }, { name: 'robots', content: 'noindex' }];
}

export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Sets() {
  const { t } = useSetsMessages();
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <SetsScreen />
    </LearnerPageFrame>
  );
}
