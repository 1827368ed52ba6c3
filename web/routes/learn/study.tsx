import { useEffect } from 'react';
import { LearnerPageFrame } from '~/web/components/learner/learner-page-frame';
import { PageHeader } from '~/web/components/ui/page-header';
import { FullPageSpinner } from '~/web/components/ui/spinner';
import { StudyScreen } from '~/web/features/learner-study/components/study-screen';
import { preloadStudyMessages, useStudyMessages } from '~/web/features/learner-study/i18n/use-study-messages';
import { registerOfflineWorker } from '~/web/features/learner-study/lib/offline-worker';
import { requireLearner } from '~/web/lib/learner-guard';
import type { Route } from './+types/study';
import { learnerPageMeta, useLearnerPageTitle } from './page-title';

const title = { en: 'Study', he: 'תרגול' } as const;

export const meta = () => learnerPageMeta(title);

// Signed-in learners only; offline, the learner last seen on this device, to carry on a session.
// The screen's messages (in the learner's language only) load alongside.
export async function clientLoader() {
  const [learner] = await Promise.all([requireLearner({ allowOffline: true }), preloadStudyMessages()]);
  return learner;
}

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Study({ loaderData }: Route.ComponentProps) {
  useLearnerPageTitle(title);
  const { t } = useStudyMessages();
  useEffect(registerOfflineWorker, []);
  return (
    <LearnerPageFrame backLabel={t.backToDashboard}>
      <PageHeader title={t.title} subtitle={t.intro} />
      <StudyScreen userId={loaderData.user.id} />
    </LearnerPageFrame>
  );
}
