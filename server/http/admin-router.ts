import type { AdminEnv } from './context';
import { createValidatedRouter } from './openapi-kit';

export { validationMessage } from './openapi-kit';

// Every admin router validates with the core schemas and answers a failure as { message, code } 400.
// Mounted behind requireAdmin, so c.var.user and c.var.actor are always set.
export const createAdminRouter = () => createValidatedRouter<AdminEnv>();
