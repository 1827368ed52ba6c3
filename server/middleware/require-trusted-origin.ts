import { createMiddleware } from 'hono/factory';
import { trustedOriginsOf } from '../auth';
import type { AppEnv } from '../context';
import { AppError } from '../errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const untrustedOriginMessage =
  'This request came from a site that is not allowed to change your data.';

/**
 * CSRF defence for cookie-authenticated state changes: the browser's Origin (or, failing that, the
 * Referer's origin) must be one of the app's trusted origins. A bearer-token request carries no
 * ambient credential a foreign page could borrow, so the apps' calls pass without an Origin.
 */
export const requireTrustedOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (safeMethods.has(c.req.method)) return next();
  if (/^bearer\s/i.test(c.req.header('authorization') ?? '')) return next();
  const origin = c.req.header('origin') ?? originOf(c.req.header('referer'));
  if (!origin || !trustedOriginsOf(c.var.deps.env).includes(origin)) {
    throw new AppError('UNTRUSTED_ORIGIN', untrustedOriginMessage, 403);
  }
  await next();
});

function originOf(url: string | undefined) {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
