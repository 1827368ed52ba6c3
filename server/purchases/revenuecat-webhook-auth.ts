import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '~/server/http/context';
import { AppError } from '~/server/http/errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * RevenueCat's webhook: the Authorization header must carry, verbatim, the value configured in its
 * dashboard and in REVENUECAT_WEBHOOK_SECRET (compared in constant time; hashes make the lengths
 * equal). Checked before the body is read, so an unauthorised caller costs nothing and writes nothing.
 */
export const requireRevenueCatSecret = createMiddleware<AppEnv>(async (c, next) => {
  const secret = c.var.deps.env.REVENUECAT_WEBHOOK_SECRET;
  if (!secret) {
    throw new AppError(
      'WEBHOOK_NOT_CONFIGURED',
      'RevenueCat webhooks are not configured on this server: set REVENUECAT_WEBHOOK_SECRET.',
      503,
    );
  }
  const authorization = c.req.header('authorization');
  if (!authorization || !timingSafeEqual(digest(authorization), digest(secret))) {
    throw new AppError('UNAUTHORIZED', 'The Authorization header does not match the webhook secret.', 401);
  }
  await next();
});
