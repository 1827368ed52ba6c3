import { redirectDocument } from 'react-router';
import { lastLearner, rememberLearner } from './last-learner';
import { getSession } from './session';

// The learner pages' guard: no session, no page (to /login). One exception keeps offline study
// possible: when the session cannot be checked because the network is down, the learner last seen
// on this device is let in, to pages that work offline; their answers wait on the device and are
// sent, under the real session, once the connection returns.
export type GuardedLearner = { id: string; email: string | null };

// The learner layout and its page check the session for the same navigation, and share one request.
// React Router calls each route's loader once that route's module has loaded, so on a busy phone the
// page's check can start hundreds of milliseconds after the layout's has its answer; that answer is
// shared for a moment after it arrives (a request after it could not use the one the document
// preloaded: one more round trip before the home's figures; docs/performance.md §6). A failed
// request is never shared: the next check asks again.
export const sessionAnswerReuseMs = 3000;
let shared: { answer: ReturnType<typeof getSession>; settledAt?: number } | null = null;
function sessionOnce() {
  const fresh =
    shared && (shared.settledAt === undefined || Date.now() - shared.settledAt < sessionAnswerReuseMs);
  if (shared && fresh) return shared.answer;
  const entry: NonNullable<typeof shared> = { answer: getSession() };
  entry.answer.then(
    () => {
      entry.settledAt = Date.now();
    },
    () => {
      if (shared === entry) shared = null;
    },
  );
  shared = entry;
  return entry.answer;
}

export async function requireLearner({ allowOffline = false } = {}): Promise<{
  user: GuardedLearner;
  offline: boolean;
}> {
  let networkDown = false;
  try {
    const { data, error } = await sessionOnce();
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
  throw redirectDocument('/login');
}
