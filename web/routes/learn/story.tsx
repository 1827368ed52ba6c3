import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { StoryScreen } from '~/web/features/learner-stories/components/story-screen';
import { useStoriesMessages } from '~/web/features/learner-stories/i18n/use-stories-messages';
import { requireLearner } from '~/web/lib/learner-guard';
import type { Route } from './+types/story';
import { learnerPageMeta, useLearnerPageTitle } from './page-title';

const title = { en: 'Story', he: 'סיפור' } as const;

export const meta = () => learnerPageMeta(title);

export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Story({ params }: Route.ComponentProps) {
  useLearnerPageTitle(title);
  const { t } = useStoriesMessages();
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <StoryScreen key={params.id} id={params.id} />
    </LearnerPageFrame>
  );
}
