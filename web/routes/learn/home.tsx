import { FullPageSpinner } from '~/web/components/ui/spinner';
import { HomeScreen } from '~/web/features/learner-home/components/home-screen';
import { preloadHomeMessages } from '~/web/features/learner-home/i18n/use-home-messages';
import { requireLearner } from '~/web/lib/learner-guard';
import type { Route } from './+types/home';

export function meta() {
  return [{ title: 'Dashboard — Vocably' }, { name: 'robots', content: 'noindex' }];
}

// The guard: no session, no dashboard. The home's messages (the learner's language only) load alongside.
export async function clientLoader() {
  const [learner] = await Promise.all([requireLearner(), preloadHomeMessages()]);
  return learner;
}

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeScreen user={loaderData.user} />;
}
