import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { StoriesScreen } from '~/web/features/learner-stories/components/stories-screen';
import { useStoriesMessages } from '~/web/features/learner-stories/i18n/use-stories-messages';
import { requireLearner } from '~/web/lib/learner-guard';
import { learnerPageMeta, useLearnerPageTitle } from './page-title';

const title = { en: 'Stories', he: 'סיפורים' } as const;

export const meta = () => learnerPageMeta(title);

export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Stories() {
  useLearnerPageTitle(title);
  const { t } = useStoriesMessages();
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <StoriesScreen />
    </LearnerPageFrame>
  );
}
