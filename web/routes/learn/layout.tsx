import { FullPageSpinner } from '~/web/components/ui/spinner';
import { LearnerLayout } from '~/web/features/learner-home/components/learner-layout';
import { preloadLayoutMessages } from '~/web/features/learner-home/i18n/use-layout-messages';
import { requireLearner } from '~/web/lib/learner-guard';

// The learner layout around /dashboard and below. Its guard lets the learner last seen on this
// device through while offline (the study page works offline); each page's own guard is stricter.
// The layout's messages (in the learner's language only) load alongside.
export async function clientLoader() {
  const [learner] = await Promise.all([requireLearner({ allowOffline: true }), preloadLayoutMessages()]);
  return learner;
}

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default LearnerLayout;
