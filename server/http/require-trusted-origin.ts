import { createMiddleware } from 'hono/factory';
import { trustedOriginsOf } from '~/server/account/auth';
import type { AppEnv } from './context';
import { AppError } from './errors';

export const crossSiteMessage =
  'This request did not come from a trusted page of this site, so it was refused. Reload the page and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// The content types a foreign page can send with a plain <form> or a fetch without a preflight.
const SIMPLE_CONTENT_TYPES = new Set([
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
]);

// CSRF protection for cookie-authenticated APIs (/api/admin/*, /api/me/*): a state-changing request
// that carries cookies must come from an Origin the auth library trusts (the same list, see
// trustedOriginsOf) and must not use a simple content type. A missing or `null` Origin is refused.
// Bearer-authenticated calls (the apps, and the web client's admin calls) are not affected: a foreign
// page cannot set an Authorization header without a CORS preflight, which this server never grants.
// Requests without cookies carry no ambient authority and fall through to authentication.
// A file upload has to be multipart; the web client marks it with WEB_CLIENT_HEADER, a header a
// foreign page cannot send without the same preflight, so a marked multipart body is let through.
/** Sent by the web client on every call; a cross-site page cannot add it without a CORS preflight. */
export const WEB_CLIENT_HEADER = 'x-vocably-client';

export const requireTrustedOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (/^bearer\s/i.test(c.req.header('authorization') ?? '')) return next();
  if (!c.req.header('cookie')) return next();

  const origin = c.req.header('origin');
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const trusted = origin !== undefined && trustedOriginsOf(c.var.deps.env).includes(origin);
  const marked = c.req.header(WEB_CLIENT_HEADER) === 'web';
  if (!trusted || (SIMPLE_CONTENT_TYPES.has(contentType) && !marked)) {
    throw new AppError('CROSS_SITE_REQUEST', crossSiteMessage, 403);
  }
  await next();
});
