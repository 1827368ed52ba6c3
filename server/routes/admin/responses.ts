import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';

export const jsonContent = <S extends z.ZodType>(schema: S, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  content: { 'application/json': { schema } },
  required: true,
});

// Error responses are declared without content, so the typed client (hc<AppType>) carries only the
// success bodies and its route union stays small for TypeScript; the document builder
// (api-document.ts) gives each of them the { message, code } ApiError body.
export const errorResponse = (description: string) => ({ description });

// The failures every admin route may answer with (the 401/403 come from requireAdmin).
export const adminErrors = {
  400: errorResponse('Invalid input; nothing was changed'),
  401: errorResponse('User not authenticated: no valid session, or the account is disabled'),
  403: errorResponse('Signed in, but not an administrator'),
  404: errorResponse('Not found'),
} as const;

export const conflictError = {
  409: errorResponse('Refused: the change conflicts with the current state'),
} as const;

export const adminSecurity = [{ bearerAuth: [] }];

/** Tags and security for an admin route, keeping the route's own literal types for typed handlers. */
export const adminRoute =
  (tag: string) =>
  <const R extends Omit<RouteConfig, 'tags' | 'security'>>(config: R) =>
    createRoute({ ...config, tags: [tag], security: adminSecurity });
