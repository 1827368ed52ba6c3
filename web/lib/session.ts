import type { AuthUser } from './auth-client';
import { setAuthToken } from './auth-token';

// GET /api/auth/get-session without Better Auth's client: the learner guard and the API client only
// need the current session, and the client (about 13 KB of gzip JavaScript) is for signing in and
// out, which learner pages do not do on first paint (docs/performance.md §6). Same request, same
// answer as authClient.getSession(): `{ data, error }`; a network failure throws.
export type CurrentSession = { user: AuthUser; session: { token: string } };

export async function getSession(): Promise<{
  data: CurrentSession | null;
  error: { status: number } | null;
}> {
  const response = await fetch('/api/auth/get-session', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return { data: null, error: { status: response.status } };
  // As the auth client's fetch hook does: a refreshed session hands its bearer token over.
  const token = response.headers.get('set-auth-token');
  if (token) setAuthToken(token);
  const data = (await response.json().catch(() => null)) as CurrentSession | null;
  return { data: data?.user ? data : null, error: null };
}
