import type { ApiErrorDetails } from '~/core/api/api-error';

// An API error shows the message from the response body, else "Request failed",
// else "HTTP error! status: {code}"; without a signed-in user the call fails "User not authenticated".
export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';
export const REQUEST_FAILED_MESSAGE = 'Request failed';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The facts the English message names (a limit's number), for a page in another language. */
  readonly details: ApiErrorDetails;

  constructor(message: string, status: number, code?: string, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** The code a request that got no answer at all carries: ours, not the API's (it never answered). */
export const NETWORK_FAILURE = 'NETWORK_FAILURE';

/**
 * A request that got no answer: offline, the connection refused or cut, the name not found. fetch
 * rejects with a bare TypeError ("Failed to fetch", "Load failed", by browser) that says none of this;
 * this one is still a TypeError, so code that tells a network failure by that (the study screen's
 * sync) still does, and it carries a code the learner pages say in their own language.
 */
export class NetworkFailure extends TypeError {
  readonly code = NETWORK_FAILURE;

  constructor(cause: unknown) {
    super('Could not reach the server. Check your connection and try again.', { cause });
    this.name = 'NetworkFailure';
  }
}

/**
 * The message of a failed response. `body` is the parsed JSON body, `undefined` when the body was
 * not JSON at all (then only the status is known).
 */
export function apiErrorMessage(status: number, body: unknown): string {
  if (body === undefined) return `HTTP error! status: ${status}`;
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return REQUEST_FAILED_MESSAGE;
}

export function apiErrorCode(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'code' in body) {
    const { code } = body as { code: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** A 404: what was asked for is not there (deleted meanwhile, or never there). */
export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** The body's details: only text, numbers and nulls are taken (never trusted beyond that). */
export function apiErrorDetails(body: unknown): ApiErrorDetails {
  if (!body || typeof body !== 'object' || !('details' in body)) return {};
  const { details } = body as { details: unknown };
  if (!details || typeof details !== 'object') return {};
  return Object.fromEntries(
    Object.entries(details).filter(
      ([, value]) => value === null || typeof value === 'string' || typeof value === 'number',
    ),
  );
}

/** Any thrown value as a sentence for a toast. */
export function errorMessage(error: unknown, fallback = REQUEST_FAILED_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
