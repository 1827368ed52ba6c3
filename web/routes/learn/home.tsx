import { FullPageSpinner } from '~/web/components/ui/spinner';
import { HomeScreen } from '~/web/features/learner-home/components/home-screen';
import { preloadHomeMessages } from '~/web/features/learner-home/i18n/use-home-messages';
import { limitsQuery } from '~/web/lib/learner-data/get-limits';
import { profileQuery } from '~/web/lib/learner-data/get-profile';
import { progressQuery } from '~/web/lib/learner-data/get-progress';
import { requireLearner } from '~/web/lib/learner-guard';
import { queryClient } from '~/web/lib/query-client';
import type { Route } from './+types/home';
import { learnerPageMeta, useLearnerPageTitle } from './page-title';

const title = { en: 'Dashboard', he: 'לוח הבקרה' } as const;

export const meta = () => learnerPageMeta(title);

// The guard: no session, no dashboard. The home's messages (the learner's language only) load alongside.
// Then the home's three calls go out together, and the page renders once they are in the cache: one
// render with every figure rather than the profile first, the figures after, and a render for each
// (on a phone, each render of the home is a long task; docs/performance.md §6). A failed call is in
// the cache too, and the page shows it with its retry.
export async function clientLoader() {
  const [learner] = await Promise.all([requireLearner(), preloadHomeMessages()]);
  await Promise.all([
    queryClient.prefetchQuery(profileQuery()),
    queryClient.prefetchQuery(progressQuery()),
    queryClient.prefetchQuery(limitsQuery()),
  ]);
  return learner;
}

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  useLearnerPageTitle(title);
  return <HomeScreen user={loaderData.user} />;
}
