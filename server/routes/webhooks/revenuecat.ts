import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import { handleRevenueCatWebhook } from '../../services/purchases/handle-revenuecat-webhook';
import { parseRevenueCatWebhook } from '../../services/purchases/revenuecat-payload';
import { assertWebhookAuthorized } from '../../services/purchases/webhook-auth';

// RevenueCat's server-to-server webhook. Authorised before the body is read; a 2xx tells RevenueCat
// not to retry, so anything we could not store must fail with a 4xx/5xx instead.
export const revenuecatWebhookRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const { env, database } = c.var.deps;
  assertWebhookAuthorized(env.REVENUECAT_WEBHOOK_SECRET, c.req.header('authorization'));
  const body = await c.req.json().catch(() => {
    throw new AppError('INVALID_WEBHOOK_PAYLOAD', 'The body must be JSON.', 400);
  });
  const result = await handleRevenueCatWebhook(database.db, parseRevenueCatWebhook(body));
  return c.json(result, 200);
});
