import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { WordDetail } from '~/web/features/learner-words/components/word-detail';
import { useWordsMessages } from '~/web/features/learner-words/i18n/use-words-messages';
import { requireLearner } from '~/web/lib/learner-guard';
import type { Route } from './+types/word';
import { learnerPageMeta, useLearnerPageTitle } from './page-title';

const title = { en: 'Word', he: 'מילה' } as const;

export const meta = () => learnerPageMeta(title);

export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Word({ params }: Route.ComponentProps) {
  useLearnerPageTitle(title);
  const { t } = useWordsMessages();
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <WordDetail id={params.id} />
    </LearnerPageFrame>
  );
}
