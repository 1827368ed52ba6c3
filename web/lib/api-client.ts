import { ApiRequestError, apiErrorCode, apiErrorMessage, NOT_AUTHENTICATED_MESSAGE } from './api-error';
import { authClient } from './auth-client';
import { clearAuthToken, getAuthToken, setAuthToken } from './auth-token';

// A small typed client for /api. Request and response types come from the zod contract in core/
// (core/admin/*), the same schemas that validate the requests on the server and generate the
// OpenAPI document. (AppType now exposes the admin routes too — server/routes/admin/client-types.ts
// guards that — so the feature hooks could move to `hc<AppType>` call by call.)

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

type RequestOptions = { query?: Query; body?: unknown; signal?: AbortSignal };

/**
 * The bearer token for an admin call: the one captured at sign-in, else the current session's own
 * (a new tab of a signed-in admin has the cookie but not the token yet). No session: section 8's
 * "User not authenticated", without calling the API at all.
 */
async function bearerToken(): Promise<string> {
  const stored = getAuthToken();
  if (stored) return stored;
  const { data } = await authClient.getSession();
  const token = data?.session.token;
  if (!token) throw new ApiRequestError(NOT_AUTHENTICATED_MESSAGE, 401, 'UNAUTHENTICATED');
  setAuthToken(token);
  return token;
}

/** `/api` + path + the defined query values (empty strings, null and undefined are left out). */
export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** Throws an ApiRequestError carrying section 8's message for any non-2xx answer. */
export async function ensureOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  throw new ApiRequestError(apiErrorMessage(response.status, body), response.status, apiErrorCode(body));
}

async function send(method: string, path: string, { query, body, signal }: RequestOptions = {}) {
  const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${await bearerToken()}` });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(apiUrl(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  // A stale token (signed out elsewhere, session revoked): forget it; the next call re-reads the session.
  if (response.status === 401) clearAuthToken();
  return ensureOk(response);
}

async function json<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const apiClient = {
  get: async <T>(path: string, options?: RequestOptions) => json<T>(await send('GET', path, options)),
  post: async <T>(path: string, options?: RequestOptions) => json<T>(await send('POST', path, options)),
  put: async <T>(path: string, options?: RequestOptions) => json<T>(await send('PUT', path, options)),
  patch: async <T>(path: string, options?: RequestOptions) => json<T>(await send('PATCH', path, options)),
  delete: async <T = void>(path: string, options?: RequestOptions) =>
    json<T>(await send('DELETE', path, options)),
  /** A POST whose answer is a file, saved under `filename` (the export's users.csv). */
  download: async (path: string, filename: string, options?: RequestOptions) => {
    const response = await send('POST', path, options);
    saveBlob(await response.blob(), filename);
  },
};

/** A path segment from an id (ids are opaque: encode them). */
export const segment = (id: string) => encodeURIComponent(id);

function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
