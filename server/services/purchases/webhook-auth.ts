import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * RevenueCat sends the Authorization header value configured in its dashboard verbatim; it must equal
 * REVENUECAT_WEBHOOK_SECRET. Compared in constant time (hashes make the lengths equal).
 */
export function assertWebhookAuthorized(secret: string | undefined, authorization: string | undefined) {
  if (!secret) {
    throw new AppError(
      'WEBHOOK_NOT_CONFIGURED',
      'RevenueCat webhooks are not configured on this server: set REVENUECAT_WEBHOOK_SECRET.',
      503,
    );
  }
  if (!authorization || !timingSafeEqual(digest(authorization), digest(secret))) {
    throw new AppError('UNAUTHORIZED', 'The Authorization header does not match the webhook secret.', 401);
  }
}
