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
