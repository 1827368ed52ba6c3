import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { CollectionsScreen } from '~/web/features/learner-collections/components/collections-screen';
import { useCollectionsMessages } from '~/web/features/learner-collections/i18n/use-collections-messages';
import { requireLearner } from '~/web/lib/learner-guard';
import { learnerPageMeta, useLearnerPageTitle } from './page-title';

const title = { en: 'Collections', he: 'אוספים' } as const;

export const meta = () => learnerPageMeta(title);

export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Collections() {
  useLearnerPageTitle(title);
  const { t } = useCollectionsMessages();
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <CollectionsScreen />
    </LearnerPageFrame>
  );
}
