import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { CollectionsScreen } from '~/web/features/learner-collections/components/collections-screen';
import { useCollectionsMessages } from '~/web/features/learner-collections/i18n/use-collections-messages';
import { requireLearner } from '~/web/lib/learner-guard';

export function meta() {
  return [{ title: 'Collections — Vocably' }, { name: 'robots', content: 'noindex' }];
}

export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Collections() {
  const { t } = useCollectionsMessages();
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <CollectionsScreen />
    </LearnerPageFrame>
  );
}
