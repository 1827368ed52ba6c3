// What an error may put in the log. A failed query's error carries its parameters (a learner's words,
// an email address, a whole row) in `params` and in its message; logs are kept and shipped where
// personal data must not go, so only what says what failed is kept: the error's type, the database's
// code and message (PostgreSQL's messages name types and constraints, not the values sent), the
// query's text with its placeholders, and the stack's frames.

export type LoggableError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  query?: string;
  stack?: string;
  cause?: LoggableError;
};

const frames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : undefined;

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a thrown value that is not an Error' };
  const fields = error as Error & { code?: unknown; constraint?: unknown; query?: unknown; params?: unknown };
  const isQueryError = Array.isArray(fields.params) && typeof fields.query === 'string';
  const cause = depth < 3 && error.cause !== undefined ? loggableError(error.cause, depth + 1) : undefined;
  return {
    type: error.name === 'Error' ? error.constructor.name : error.name,
    // A query error's message repeats its parameters; its cause (the driver's error) says what failed.
    message: isQueryError ? 'Failed query' : error.message,
    ...(typeof fields.code === 'string' ? { code: fields.code } : cause?.code ? { code: cause.code } : {}),
    ...(typeof fields.constraint === 'string' ? { constraint: fields.constraint } : {}),
    ...(isQueryError ? { query: fields.query as string } : {}),
    stack: frames(error.stack),
    ...(cause ? { cause } : {}),
  };
}
