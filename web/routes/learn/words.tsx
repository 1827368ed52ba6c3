import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { WordsScreen } from '~/web/features/learner-words/components/words-screen';
import { useWordsMessages } from '~/web/features/learner-words/i18n/use-words-messages';
import { requireLearner } from '~/web/lib/learner-guard';
import { learnerPageMeta, useLearnerPageTitle } from './page-title';

const title = { en: 'Your words', he: 'המילים שלך' } as const;

export const meta = () => learnerPageMeta(title);

export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Words() {
  useLearnerPageTitle(title);
  const { t } = useWordsMessages();
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <WordsScreen />
    </LearnerPageFrame>
  );
}
