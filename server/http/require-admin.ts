import { createMiddleware } from 'hono/factory';
import { isAdminRole } from '~/core/users/admin-role';
import { readSession } from '~/server/account/read-session';
import { actorOf } from '~/server/audit/actor';
import type { AppEnv } from './context';
import { AppError } from './errors';

export const authMessages = {
  unauthenticated: 'User not authenticated',
  forbidden: 'Access denied. You do not have administrator privileges.',
} as const;

// Every /api/admin/* route: a live session (bearer token or cookie) of an administrator who is not
// disabled. Better Auth deletes a banned user's sessions, but we check `banned` too so that a ban
// applied outside the admin plugin (or a race) can never leave a disabled administrator in.
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const session = await readSession(c.var.db, c.var.deps.auth, c.req.raw.headers);
  if (!session?.user || session.user.banned) {
    throw new AppError('UNAUTHENTICATED', authMessages.unauthenticated, 401);
  }
  if (!isAdminRole(session.user.role)) throw new AppError('FORBIDDEN', authMessages.forbidden, 403);
  c.set('user', session.user);
  c.set('actor', actorOf(session.user));
  await next();
});
