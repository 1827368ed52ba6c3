import { OpenAPIHono } from '@hono/zod-openapi';
import type { AdminEnv } from '~/server/context';

/** The first problem of a failed validation, phrased for a person: "claims.isPremium: Expected boolean". */
export function validationMessage(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const issue = issues[0];
  if (!issue) return 'The request is not valid.';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

// Every admin router validates with the core schemas and answers a failure as { message, code } 400.
// Mounted behind requireAdmin, so c.var.user and c.var.actor are always set.
export function createAdminRouter() {
  return new OpenAPIHono<AdminEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json({ message: validationMessage(result.error.issues), code: 'VALIDATION_ERROR' }, 400);
      }
    },
  });
}
