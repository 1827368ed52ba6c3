import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context';

// The largest request bodies the server accepts, sized to the real payloads with room to spare:
// auth forms are a few hundred bytes; a RevenueCat event is a few kilobytes; the largest JSON API
// body is an admin word edit or a bulk action over a page of ids (tens of kilobytes).
export const BODY_LIMITS = {
  auth: 64 * 1024,
  webhook: 256 * 1024,
  api: 1024 * 1024,
} as const;

// Import uploads (up to 100 MB) are streamed to disk and limited by the import itself
// (server/imports/receive-upload.ts), never read into memory by the API's limit.
export const STREAMED_UPLOAD_PATHS = ['/api/me/imports', '/api/me/imports/preview'];

const streamedPaths = new Set(STREAMED_UPLOAD_PATHS);

export const isUploadPath = (path: string) => streamedPaths.has(path);

/** Whether this request is an upload the import streams to disk (the only body those paths take). */
const isStreamedUpload = (c: Context) =>
  isUploadPath(c.req.path) && (c.req.header('content-type') ?? '').startsWith('multipart/form-data');

export const bodyTooLargeMessage = 'The request body is too large.';

// A declared Content-Length over the limit is refused before a byte of the body is read; a body
// without one (chunked) is read only up to the limit.
export function limitBody(maxSize: number): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Context<AppEnv>) =>
    c.json({ message: bodyTooLargeMessage, code: 'PAYLOAD_TOO_LARGE' }, 413);
  const streamed = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    // The common case, judged from the headers alone as Hono's bodyLimit judges it, without asking the
    // request for its body stream (which turns Node's request into a web Request on every call).
    const length = c.req.header('content-length');
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number.parseInt(length, 10) > maxSize ? tooLarge(c) : next();
    return streamed(c, next);
  };
}

/**
 * The JSON API's limit, on every request but a streamed upload. Only a multipart body is let past it
 * on the upload paths: any other (a 100 MB JSON post, before anyone signed in) is not an upload, and is
 * held to the API's limit like everywhere else. A set lookup: Hono's `except` matched the path with a
 * router and wrapped the limit in two more middleware on every request.
 */
export function limitApiBody(): MiddlewareHandler<AppEnv> {
  const limited = limitBody(BODY_LIMITS.api);
  return (c, next) => (isStreamedUpload(c) ? next() : limited(c, next));
}
