import { FullPageSpinner } from '~/web/components/ui/spinner';
import { HomeScreen } from '~/web/features/learner-home/components/home-screen';
import { requireLearner } from '~/web/lib/learner-guard';
import type { Route } from './+types/home';

export function meta() {
  return [{ title: 'Dashboard — Vocably' }, { name: 'robots', content: 'noindex' }];
}

// The guard: no session, no dashboard.
export const clientLoader = () => requireLearner();

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeScreen user={loaderData.user} />;
}
