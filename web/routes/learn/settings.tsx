import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { SettingsScreen } from '~/web/features/learner-settings/components/settings-screen';
import { useSettingsMessages } from '~/web/features/learner-settings/i18n/use-settings-messages';
import { requireLearner } from '~/web/lib/learner-guard';
import { learnerPageMeta, useLearnerPageTitle } from './page-title';

const title = { en: 'Settings', he: 'הגדרות' } as const;

export const meta = () => learnerPageMeta(title);

export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Settings() {
  useLearnerPageTitle(title);
  const { t } = useSettingsMessages();
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <SettingsScreen />
    </LearnerPageFrame>
  );
}
