import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { AppEnv } from './context';

// The pieces every documented route is built from (admin routes add theirs in admin/responses.ts).

export const jsonContent = <S extends z.ZodType>(schema: S, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  content: { 'application/json': { schema } },
  required: true,
});

// Error responses are declared without content; the document builder (api-document.ts) gives each
// of them the { message, code } ApiError body the app's onError answers with.
export const errorResponse = (description: string) => ({ description });

/** Every route names its operation: a stable camelCase operationId clients generate code from. */
export type DocumentedRouteConfig = Omit<RouteConfig, 'tags' | 'security'> & { operationId: string };

export type Security = Record<string, string[]>[];

/** A documented route with its tag and security (the scheme names are declared in api-document.ts). */
export const documentedRoute =
  (tag: string, security: Security) =>
  <const R extends DocumentedRouteConfig>(config: R) =>
    createRoute({ ...config, tags: [tag], security } as R & { tags: string[]; security: Security });

/** A signed-in user's session: the bearer token (the apps) or the session cookie (the portal). */
export const sessionSecurity: Security = [{ bearerAuth: [] }, { cookieAuth: [] }];

/** A route anyone may call. */
export const publicRoute = (tag: string) => documentedRoute(tag, []);

export const createPublicRouter = () => new OpenAPIHono<AppEnv>();

type Issue = { path: PropertyKey[]; message: string; code?: string; errors?: Issue[][] };

/**
 * The issue to report: for a value that matches no branch of a union (a single review or a batch),
 * the problem in the branch it came closest to (fewest issues), with its path under the union's.
 */
function mostTelling(issue: Issue): Issue {
  // A union with its own message (say, "rating must be 1 (Again), …") has already said it best.
  if (issue.code !== 'invalid_union' || !issue.errors?.length || issue.message !== 'Invalid input') {
    return issue;
  }
  const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]!;
  const inner = closest[0];
  return inner ? mostTelling({ ...inner, path: [...issue.path, ...inner.path] }) : issue;
}

/** The first problem of a failed validation, phrased for a person: "claims.isPremium: Expected boolean". */
export function validationMessage(issues: readonly Issue[]) {
  const first = issues[0];
  if (!first) return 'The request is not valid.';
  const issue = mostTelling(first);
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** A router that validates with the core schemas and answers a failure as { message, code } 400. */
export function createValidatedRouter<E extends AppEnv = AppEnv>() {
  return new OpenAPIHono<E>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json({ message: validationMessage(result.error.issues), code: 'VALIDATION_ERROR' }, 400);
      }
    },
  });
}
