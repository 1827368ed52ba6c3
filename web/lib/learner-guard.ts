import { redirectDocument } from 'react-router';
import { localizePath } from '~/core/site/public-routes';
import { learnerLocale } from './i18n/learner-locale';
import { lastLearner, rememberLearner } from './last-learner';
import { getSession } from './session';

// The learner pages' guard: no session, no page (to /login). One exception keeps offline study
// possible: when the session cannot be checked because the network is down, the learner last seen
// on this device is let in, to pages that work offline; their answers wait on the device and are
// sent, under the real session, once the connection returns.
export type GuardedLearner = { id: string; email: string | null };

export async function requireLearner({ allowOffline = false } = {}): Promise<{
  user: GuardedLearner;
  offline: boolean;
}> {
  let networkDown = false;
  try {
    // The layout and its page check the session for the same navigation: one answer for both.
    const { data, error } = await getSession({ reuseRecent: true });
    if (data?.user) {
      rememberLearner(data.user.id);
      return { user: { id: data.user.id, email: data.user.email }, offline: false };
    }
    // Better Auth reports a failed fetch as an error rather than throwing, when it catches it.
    networkDown = Boolean(error) && (error?.status === 0 || navigator.onLine === false);
    if (!error) rememberLearner(null);
  } catch {
    networkDown = true;
  }
  const id = lastLearner();
  if (allowOffline && (networkDown || navigator.onLine === false) && id) {
    return { user: { id, email: null }, offline: true };
  }
  // /login is a static document (ADR 0015): the browser loads it rather than the app routing to it.
  // In the language the learner chose (the Hebrew sign-in at /he/login).
  throw redirectDocument(localizePath('/login', learnerLocale()));
}
