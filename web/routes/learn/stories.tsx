import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { StoriesScreen } from '~/web/features/learner-stories/components/stories-screen';
import { useStoriesMessages } from '~/web/features/learner-stories/i18n/use-stories-messages';
import { requireLearner } from '~/web/lib/learner-guard';
import { learnerPageMeta, useLearnerPageTitle } from './page-title';

export const meta = () => learnerPageMeta('stories');

export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Stories() {
  useLearnerPageTitle('stories');
  const { t } = useStoriesMessages();
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <StoriesScreen />
    </LearnerPageFrame>
  );
}
