import { createRoute } from '@hono/zod-openapi';
import { type DocumentedRouteConfig, errorResponse, sessionSecurity } from './openapi-kit';

export const conflictError = {
  409: errorResponse('Refused: the change conflicts with the current state'),
} as const;

// What requireAdmin answers before any route runs.
const guardErrors = {
  401: errorResponse('User not authenticated: no valid session, or the account is disabled'),
  403: errorResponse('Signed in, but not an administrator'),
};

/**
 * An admin route: its tag, the admin security, the guard's 401/403, a 400 when it takes any input
 * (a failed validation) and a 404 when its path names a resource. Keeps the route's literal types.
 */
export const adminRoute =
  (tag: string) =>
  <const R extends DocumentedRouteConfig>(config: R) => {
    const request = config.request ?? {};
    const takesInput = Object.values(request).some((part) => part !== undefined);
    const responses = {
      ...(takesInput ? { 400: errorResponse('Invalid input; nothing was changed') } : {}),
      ...guardErrors,
      ...(config.path.includes('{') ? { 404: errorResponse('Not found') } : {}),
      ...config.responses,
    };
    // The added responses carry no content, so the handler's typed answers stay those of R.
    return createRoute({ ...config, tags: [tag], security: sessionSecurity, responses } as R & {
      tags: string[];
      security: typeof sessionSecurity;
    });
  };
