import type { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorDetails } from '~/core/api/api-error';

// The one error type services throw. The app's onError turns it into { message, code } (and the
// details, when a refusal has facts a client says in its own language).
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: ContentfulStatusCode = 400,
    /** What the English message names, for clients that say it in another language. */
    readonly details?: ApiErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A refusal that passes: the answer's Retry-After says how many seconds to wait before asking again. */
export class TryLaterError extends AppError {
  constructor(
    code: string,
    message: string,
    status: ContentfulStatusCode,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message, status);
    this.name = 'TryLaterError';
  }
}

// PostgreSQL refuses some text the validators let through (a NUL character cannot be stored in a
// text column). Those are the client's input, not our failure: answer 400 rather than 500. Drizzle
// wraps driver errors, so the code may sit on the error's cause.
const unstorableText = new Set(['22021', '22P05']);
// A row the change refers to was deleted by someone else while it ran (a dictionary entry an editor
// removed as a learner added it): no fault of the request's, and trying again answers properly.
const foreignKeyViolation = '23503';

/** PostgreSQL's foreign_key_violation, on the error or (as Drizzle wraps driver errors) its causes. */
export const isForeignKeyViolation = (error: unknown) =>
  inputRejectedByDatabase(error)?.code === 'CHANGED_MEANWHILE';

export function inputRejectedByDatabase(error: unknown): AppError | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && unstorableText.has(code)) {
      return new AppError(
        'INVALID_CHARACTERS',
        'The request contains characters that cannot be stored.',
        400,
      );
    }
    if (code === foreignKeyViolation) {
      return new AppError(
        'CHANGED_MEANWHILE',
        'Something this change refers to was removed meanwhile. Reload and try again.',
        409,
      );
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

// The request validators (Hono's, through @hono/zod-openapi) refuse a body before any route sees it,
// with an HTTPException in their own words and no code ("Unsupported Media Type", "Malformed JSON in
// request body"): clients branch on the code, so each gets a stable one and a sentence to act on.
// Every validated body is JSON (multipart uploads are read by server/imports/receive-upload.ts).
export function appErrorOfValidator(error: HTTPException): AppError | undefined {
  if (error.status === 415) {
    return new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the body as JSON (Content-Type: application/json).',
      415,
    );
  }
  if (error.status === 400 && error.message.startsWith('Malformed JSON')) {
    return new AppError('VALIDATION_ERROR', 'The body is not valid JSON.', 400);
  }
  return undefined;
}
