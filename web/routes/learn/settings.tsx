import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { SettingsScreen } from '~/web/features/learner-settings/components/settings-screen';
import { useSettingsMessages } from '~/web/features/learner-settings/i18n/use-settings-messages';
import { requireLearner } from '~/web/lib/learner-guard';

export function meta() {
  return [{ title: 'Settings — Vocably' }, { name: 'robots', content: 'noindex' }];
}

export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Settings() {
  const { t } = useSettingsMessages();
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <SettingsScreen />
    </LearnerPageFrame>
  );
}
