import type { MiddlewareHandler } from 'hono';
import { AUTH_BASE_PATH } from '~/server/account/auth';
import { isUploadPath } from './body-limits';
import { AppError } from './errors';

// JSON can carry a lone UTF-16 surrogate ("\ud800"), which is no character at all: PostgreSQL refuses
// it in jsonb and replaces it with U+FFFD in text, so a write would fail late or store something other
// than what was sent. It is refused at the door, for every JSON body of every route, Better Auth's too.

export const invalidCharacters = () =>
  new AppError('INVALID_CHARACTERS', 'The request contains characters that cannot be stored.', 400);

/** Whether every string in a parsed JSON value, keys included, is well-formed UTF-16. */
export function isWellFormedJson(value: unknown): boolean {
  if (typeof value === 'string') return value.isWellFormed();
  if (Array.isArray(value)) return value.every(isWellFormedJson);
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([key, inner]) => key.isWellFormed() && isWellFormedJson(inner));
  }
  return true;
}

const mayHaveBody = (method: string) => method !== 'GET' && method !== 'HEAD';

export function refuseIllFormedText(): MiddlewareHandler {
  return async (c, next) => {
    // The upload paths take only a multipart body, streamed to disk; they never parse JSON, so a JSON
    // body there is never read (reading it whole, before sign-in, let anyone fill the server's memory).
    if (
      mayHaveBody(c.req.method) &&
      !isUploadPath(c.req.path) &&
      c.req.header('content-type')?.includes('application/json')
    ) {
      // Better Auth reads the raw request, so its routes' bodies are read from a copy. Every other
      // route reads its body through Hono, which keeps the text read here for the route's validation
      // (a copy costs a second request object and a split stream on every write).
      const text = c.req.path.startsWith(`${AUTH_BASE_PATH}/`)
        ? await c.req.raw.clone().text()
        : await c.req.text();
      // A lone surrogate can only arrive as a \u escape (raw bytes of one decode as U+FFFD).
      if (/\\u[dD][89a-fA-F]/.test(text)) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return next(); // not JSON: the route's own validation answers
        }
        if (!isWellFormedJson(parsed)) throw invalidCharacters();
      }
    }
    // Query strings decode ill-formed percent escapes to U+FFFD, and paths are matched, not stored.
    await next();
  };
}
