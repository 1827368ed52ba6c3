import type { AuthUser } from './auth-client';
import { setAuthToken } from './auth-token';

// GET /api/auth/get-session without Better Auth's client: the learner guard and the API client only
// need the current session, and the client (about 13 KB of gzip JavaScript) is for signing in and
// out, which learner pages do not do on first paint (docs/performance.md §6). Same request, same
// answer as authClient.getSession(): `{ data, error }`; a network failure throws.
export type CurrentSession = { user: AuthUser; session: { token: string } };

type SessionAnswer = { data: CurrentSession | null; error: { status: number } | null };

// Callers that ask at the same moment (a page's first API calls, the learner guard) share one request.
let inFlight: Promise<SessionAnswer> | null = null;

export function getSession(): Promise<SessionAnswer> {
  inFlight ??= requestSession().finally(() => {
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
