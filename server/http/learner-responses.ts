import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { errorResponse, sessionSecurity } from './openapi-kit';

export { jsonBody, jsonContent } from './openapi-kit';

// The apps send the bearer token; the web sends its session cookie. Either one authenticates.
export const learnerSecurity = sessionSecurity;

export const learnerErrors = {
  400: errorResponse('Invalid input; nothing was changed'),
  401: errorResponse('User not authenticated: no valid session, or the account is disabled'),
  403: errorResponse('Email not verified, or (cookie only) a request from a foreign origin'),
} as const;

export const notFound = { 404: errorResponse('Not found among your own data') } as const;
export const limitReached = {
  403: errorResponse(
    'LIMIT_REACHED: you hold your limit of this collection; or email not verified / foreign origin',
  ),
} as const;
export const done = { 204: { description: 'Done' } } as const;

export const idParams = z.object({ id: z.uuid({ message: 'Not a valid id' }) });

/** A learner route with its tag, security and explicit operationId, keeping its literal types. */
export const meRoute =
  (tag: string) =>
  <const R extends Omit<RouteConfig, 'tags' | 'security'> & { operationId: string }>(config: R) =>
    createRoute({ ...config, tags: [tag], security: learnerSecurity });

/** The signed-in learner's id (requireLearner has run) and the app's clock. */
export function learnerOf(c: Context<AppEnv>) {
  return {
    db: c.var.db,
    userId: c.var.user!.id,
    now: c.var.now,
  };
}
