import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import { apiErrorSchema } from '../../../core/admin/api-error';

export const jsonContent = <S extends z.ZodType>(schema: S, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  content: { 'application/json': { schema } },
  required: true,
});

const error = (description: string) => jsonContent(apiErrorSchema, description);

// The failures every admin route may answer with (the 401/403 come from requireAdmin).
export const adminErrors = {
  400: error('Invalid input; nothing was changed'),
  401: error('User not authenticated: no valid session, or the account is disabled'),
  403: error('Signed in, but not an administrator'),
  404: error('Not found'),
} as const;

export const conflictError = { 409: error('Refused: the change conflicts with the current state') } as const;

export const adminSecurity = [{ bearerAuth: [] }];

/** Tags and security for an admin route, keeping the route's own literal types for typed handlers. */
export const adminRoute =
  (tag: string) =>
  <R extends Omit<RouteConfig, 'tags' | 'security'>>(config: R) =>
    createRoute({ ...config, tags: [tag], security: adminSecurity });
