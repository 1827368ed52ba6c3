import { redirectDocument } from 'react-router';
import { lastLearner, rememberLearner } from './last-learner';
import { getSession } from './session';

// The learner pages' guard: no session, no page (to /login). One exception keeps offline study
// possible: when the session cannot be checked because the network is down, the learner last seen
// on this device is let in, to pages that work offline; their answers wait on the device and are
// sent, under the real session, once the connection returns.
export type GuardedLearner = { id: string; email: string | null };

// The learner layout and its page check the session for the same navigation, and share one answer.
// Checks made together share the request (web/lib/session.ts). But React Router calls each route's
// loader once that route's module has loaded, so on a busy phone the page's check can start hundreds
// of milliseconds after the layout's has its answer, and a request then could not use the one the
// document preloaded: one more round trip before the home's figures (docs/performance.md §6). So an
// answer is reused for a moment after it arrives. A failed request is never kept: the next check asks.
export const sessionAnswerReuseMs = 3000;
let lastAnswer: { answer: Awaited<ReturnType<typeof getSession>>; at: number } | null = null;

async function sessionOnce() {
  if (lastAnswer && Date.now() - lastAnswer.at < sessionAnswerReuseMs) return lastAnswer.answer;
  const answer = await getSession();
  lastAnswer = { answer, at: Date.now() };
  return answer;
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
