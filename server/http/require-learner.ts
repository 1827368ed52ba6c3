import { createMiddleware } from 'hono/factory';
import { readSession } from '~/server/account/read-session';
import type { AppEnv } from './context';
import { AppError } from './errors';
import { authMessages } from './require-admin';

export const notVerifiedMessage = 'Please verify your email address first: follow the link we sent you.';

// Every /api/me/* route: a live session (bearer token for the apps, the cookie for the web) of a
// verified learner who is not disabled. Any role may use it: administrators learn too.
export const requireLearner = createMiddleware<AppEnv>(async (c, next) => {
  const found = await readSession(c.var.db, c.var.deps.auth, c.req.raw.headers, c.var.sessionRowReader);
  if (!found?.user || found.user.banned) {
    throw new AppError('UNAUTHENTICATED', authMessages.unauthenticated, 401);
  }
  if (!found.user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', notVerifiedMessage, 403);
  c.set('user', found.user);
  c.set('sessionCreatedAt', new Date(found.session.createdAt));
  await next();
});
