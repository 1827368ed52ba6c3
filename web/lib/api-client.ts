import type { z } from 'zod';
import { ApiRequestError, apiErrorCode, apiErrorDetails, apiErrorMessage, NetworkFailure } from './api-error';

// The one way the portal calls /api. Each call names the core/ zod schema of its answer (the same
// schema the server's route declares and answers with), and its type is that schema's output: a
// changed response shape breaks the build where a screen reads it, not the screen. Feature modules
// wrap one operation each (its query key, the call, the hook).

/** Query values as the core query schemas accept them; empty ones are left out of the URL. */
export type Query = Record<string, unknown>;

type RequestOptions = { query?: Query; body?: unknown; form?: FormData; signal?: AbortSignal };

/** `/api` + path + the defined query values (empty strings, null and undefined are left out). */
export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** Throws an ApiRequestError carrying the message to show (apiErrorMessage) for any non-2xx answer. */
export async function ensureOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  throw new ApiRequestError(
    apiErrorMessage(response.status, body),
    response.status,
    apiErrorCode(body),
    apiErrorDetails(body),
  );
}

async function send(method: string, path: string, { query, body, form, signal }: RequestOptions = {}) {
  // The session rides in its HttpOnly cookie, which no script on the page can read; the web keeps no
  // bearer token anywhere (bearer tokens are for the apps).
  // The client mark lets a cookie-authenticated multipart upload past the server's cross-site check
  // (a foreign page cannot send a custom header without a CORS preflight, which is never granted).
  const headers = new Headers({ Accept: 'application/json', 'X-Vocably-Client': 'web' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      // A form (a file upload) carries its own multipart Content-Type with the boundary.
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    // No answer at all; an abort (a DOMException) stays what it is.
    throw error instanceof TypeError ? new NetworkFailure(error) : error;
  }
  return ensureOk(response);
}

/**
 * A call's response schema, or a function that loads it. Only development builds use the schema's
 * code (to check the answer), so a page with a JavaScript budget (the study screen) names its
 * schemas lazily and production never loads zod for it; the answer's type is the same either way.
 */
export type ResponseSchema<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * The answer, typed by its schema. Development builds also check it against the schema and say so in
 * the console when the server and the portal disagree; production trusts the typed contract.
 */
async function json<S extends z.ZodType>(
  response: Response,
  schema: ResponseSchema<S>,
): Promise<z.output<S>> {
  const body: unknown = await response.json();
  if (import.meta.env.DEV) {
    const checked = (typeof schema === 'function' ? await schema() : schema).safeParse(body);
    if (!checked.success)
      console.warn(`${response.url}: the answer does not match its schema`, checked.error);
  }
  return body as z.output<S>;
}

export const apiClient = {
  get: async <S extends z.ZodType>(path: string, schema: ResponseSchema<S>, options?: RequestOptions) =>
    json(await send('GET', path, options), schema),
  post: async <S extends z.ZodType>(path: string, schema: ResponseSchema<S>, options?: RequestOptions) =>
    json(await send('POST', path, options), schema),
  put: async <S extends z.ZodType>(path: string, schema: ResponseSchema<S>, options?: RequestOptions) =>
    json(await send('PUT', path, options), schema),
  patch: async <S extends z.ZodType>(path: string, schema: ResponseSchema<S>, options?: RequestOptions) =>
    json(await send('PATCH', path, options), schema),
  /** A DELETE answered 204 No Content. */
  delete: async (path: string, options?: RequestOptions): Promise<void> => {
    await send('DELETE', path, options);
  },
  /** A DELETE answered 200 with a body (taking a word out of a study set answers the set). */
  deleteJson: async <S extends z.ZodType>(
    path: string,
    schema: ResponseSchema<S>,
    options?: RequestOptions,
  ) => json(await send('DELETE', path, options), schema),
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
