import type { Auth } from './auth';

/** The signed-in user as Better Auth gives it to a request. */
export type SessionUser = Auth['$Infer']['Session']['user'];
