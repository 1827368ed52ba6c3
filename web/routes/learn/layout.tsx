import { FullPageSpinner } from '~/web/components/ui/spinner';
import { LearnerLayout } from '~/web/features/learner-home/components/learner-layout';
import { requireLearner } from '~/web/lib/learner-guard';

// The learner layout around /dashboard and below. Its guard lets the learner last seen on this
// device through while offline (the study page works offline); each page's own guard is stricter.
export const clientLoader = () => requireLearner({ allowOffline: true });

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default LearnerLayout;
