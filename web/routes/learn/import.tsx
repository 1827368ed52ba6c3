import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { ImportScreen } from '~/web/features/learner-import/components/import-screen';
import { useImportMessages } from '~/web/features/learner-import/i18n/use-import-messages';
import { requireLearner } from '~/web/lib/learner-guard';
import { learnerPageMeta, useLearnerPageTitle } from './page-title';

const title = { en: 'Import words', he: 'ייבוא מילים' } as const;

export const meta = () => learnerPageMeta(title);

export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Import() {
  useLearnerPageTitle(title);
  const { t } = useImportMessages();
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <ImportScreen />
    </LearnerPageFrame>
  );
}
