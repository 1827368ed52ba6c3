import type { AuthUser } from './auth-client';

// GET /api/auth/get-session without Better Auth's client: the learner guard and the API client only
// need the current session, and the client (about 13 KB of gzip JavaScript) is for signing in and
// out, which learner pages do not do on first paint (docs/performance.md §6). Same request, same
// answer as authClient.getSession(): `{ data, error }`; a network failure throws.
// The session as a cookie-authenticated read shows it: never its bearer token (server/account/hide-session-token.ts).
export type CurrentSession = { user: AuthUser; session: { userId: string; expiresAt: string } };

type SessionAnswer = { data: CurrentSession | null; error: { status: number } | null };

// The web's one cache of the session answer. Callers that ask at the same moment (a page's first API
// calls, the learner guard) share one request. The learner guard also takes an answer that arrived a
// moment ago: React Router calls each route's loader once that route's module has loaded, so on a
// busy phone the page's check can start hundreds of milliseconds after the layout's has its answer,
// and a request then could not use the one the document preloaded: one more round trip before the
// home's figures (docs/performance.md §6). A failed request is never kept: the next call asks.
export const sessionAnswerReuseMs = 3000;
let inFlight: Promise<SessionAnswer> | null = null;
let lastAnswer: { answer: SessionAnswer; at: number } | null = null;

/** The current session; `reuseRecent` takes an answer that arrived less than sessionAnswerReuseMs ago. */
export function getSession({ reuseRecent = false } = {}): Promise<SessionAnswer> {
  if (reuseRecent && lastAnswer && Date.now() - lastAnswer.at < sessionAnswerReuseMs) {
    return Promise.resolve(lastAnswer.answer);
  }
  inFlight ??= requestSession()
    .then((answer) => {
      lastAnswer = { answer, at: Date.now() };
      return answer;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

async function requestSession(): Promise<SessionAnswer> {
  const response = await fetch('/api/auth/get-session', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return { data: null, error: { status: response.status } };
  const data = (await response.json().catch(() => null)) as CurrentSession | null;
  return { data: data?.user ? data : null, error: null };
}
