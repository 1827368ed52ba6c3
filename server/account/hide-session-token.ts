// Better Auth answers get-session and list-sessions with each session's bearer token. The apps ask with
// that token and keep getting it. A web page asks with its HttpOnly cookie; if the answer carried the
// token, a script injected into the page could read a credential the cookie was keeping from it and use
// it elsewhere. So a call that brings no bearer token gets its sessions without theirs.

const SESSION_READS = /\/api\/auth\/(?:get-session|list-sessions)$/;
// Better Auth's session cookie (prefix "vocably"; "__Secure-" in front over HTTPS).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?vocably\.session_token=/;

/**
 * True when this Better Auth answer must lose its tokens: a session read made by a browser, which
 * sends the cookie. Any Authorization header beside the cookie does not change that: the bearer
 * plugin ignores a header it cannot use (not "Bearer", a bad signature) and falls back to the cookie,
 * so "Authorization: x" from an injected script would otherwise have been given every session's
 * token. The apps ask with their bearer token and no cookie, and keep it.
 */
export function mustHideSessionToken(request: Request) {
  if (!SESSION_READS.test(new URL(request.url).pathname)) return false;
  const bearer = /^Bearer\s+\S/i.test(request.headers.get('authorization') ?? '');
  return !bearer || SESSION_COOKIE.test(request.headers.get('cookie') ?? '');
}

/** The same answer without `token` on any session in it, and without the bearer plugin's header. */
export async function withoutSessionToken(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('set-auth-token');
  if (!response.headers.get('content-type')?.includes('json')) {
    return new Response(response.body, { status: response.status, headers });
  }
  const body = (await response.json()) as unknown;
  headers.delete('content-length');
  return new Response(JSON.stringify(stripTokens(body)), { status: response.status, headers });
}

function stripTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map((session) => withoutToken(session));
  if (body && typeof body === 'object' && 'session' in body) {
    return { ...body, session: withoutToken((body as { session: unknown }).session) };
  }
  return body;
}

function withoutToken(session: unknown) {
  if (!session || typeof session !== 'object') return session;
  const { token: _token, ...rest } = session as Record<string, unknown>;
  return rest;
}
