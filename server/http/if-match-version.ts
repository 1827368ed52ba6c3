import { createMiddleware } from 'hono/factory';
import { AppError } from './errors';

export type IfMatchEnv = { Variables: { ifMatchVersion?: number } };

// Lost-update protection for versioned resources: the If-Match header ("3", W/"3" or 3) read once
// here, so routes and services receive a number and never parse headers.
export const ifMatchVersion = createMiddleware<IfMatchEnv>(async (c, next) => {
  const match = c.req
    .header('if-match')
    ?.trim()
    .match(/^(?:W\/)?"?(\d+)"?$/);
  if (match) c.set('ifMatchVersion', Number(match[1]));
  await next();
});

/** The version an edit was based on: the body's `version`, else If-Match; neither is a 428. */
export function expectedVersion(bodyVersion: number | undefined, ifMatch: number | undefined): number {
  const version = bodyVersion ?? ifMatch;
  if (version !== undefined) return version;
  throw new AppError(
    'VERSION_REQUIRED',
    'Send the version of the word you edited (the If-Match header or a "version" field).',
    428,
  );
}
