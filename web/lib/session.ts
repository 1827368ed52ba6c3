import type { AuthUser } from './auth-client';
import { setAuthToken } from './auth-token';

// GET /api/auth/get-session without Better Auth's client: the learner guard and the API client only
// need the current session, and the client (about 13 KB of gzip JavaScript) is for signing in and
// out, which learner pages do not do on first paint (docs/performance.md §6). Same request, same
// answer as authClient.getSession(): `{ data, error }`; a network failure throws.
export type CurrentSession = { user: AuthUser; session: { token: string } };

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
  // As the auth client's fetch hook does: a refreshed session hands its bearer token over.
  const token = response.headers.get('set-auth-token');
  if (token) setAuthToken(token);
  const data = (await response.json().catch(() => null)) as CurrentSession | null;
  // The session's own token is the bearer the API client sends (web/lib/api-client.ts): keeping it
  // here spares each of a page's first calls a session request of its own before it can start.
  if (!token && data?.user && data.session?.token) setAuthToken(data.session.token);
  return { data: data?.user ? data : null, error: null };
}
