import { FullPageSpinner } from '~/web/components/ui/spinner';
import { LearnerLayout } from '~/web/features/learner-home/components/learner-layout';
import { preloadLayoutMessages } from '~/web/features/learner-home/i18n/use-layout-messages';
import { answersLeftAfterSending, useReviewSync } from '~/web/features/learner-study/lib/use-review-sync';
import { requireLearner } from '~/web/lib/learner-guard';
import type { Route } from './+types/layout';

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

/** How long sign-out waits for the answers still on this device to reach the server before it asks. */
const SIGN_OUT_WAIT_MS = 5_000;

// Answers given offline are sent from whichever learner page is open when the connection returns,
// and go (or are asked about) before the learner signs out.
export default function Layout({ loaderData }: Route.ComponentProps) {
  const userId = loaderData.user.id;
  useReviewSync(userId);
  const answersLeftToSend = () => answersLeftAfterSending(userId, SIGN_OUT_WAIT_MS);
  return <LearnerLayout answersLeftToSend={answersLeftToSend} />;
}
