import type { ContentfulStatusCode } from 'hono/utils/http-status';

// The one error type services throw. The app's onError turns it into { message, code }.
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

// PostgreSQL refuses some text the validators let through (a NUL character cannot be stored in a
// text column). Those are the client's input, not our failure: answer 400 rather than 500. Drizzle
// wraps driver errors, so the code may sit on the error's cause.
const unstorableText = new Set(['22021', '22P05']);

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
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
