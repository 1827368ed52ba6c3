// An API error shows the message from the response body, else "Request failed",
// else "HTTP error! status: {code}"; without a signed-in user the call fails "User not authenticated".
export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';
export const REQUEST_FAILED_MESSAGE = 'Request failed';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
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

/** Any thrown value as a sentence for a toast. */
export function errorMessage(error: unknown, fallback = REQUEST_FAILED_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
