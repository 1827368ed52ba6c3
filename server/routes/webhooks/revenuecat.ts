import { Hono } from 'hono';
import type { AppEnv } from '~/server/context';
import { AppError } from '~/server/errors';
import { requireRevenueCatSecret } from '~/server/middleware/revenuecat-webhook-auth';
import { handleRevenueCatWebhook } from '~/server/services/purchases/handle-revenuecat-webhook';
import { parseRevenueCatWebhook } from '~/server/services/purchases/revenuecat-payload';

// RevenueCat's server-to-server webhook. A 2xx tells RevenueCat not to retry, so anything we could not
// store must fail with a 4xx/5xx instead.
export const revenuecatWebhookRoutes = new Hono<AppEnv>().post('/', requireRevenueCatSecret, async (c) => {
  const { env, database } = c.var.deps;
  const body = await c.req.json().catch(() => {
    throw new AppError('INVALID_WEBHOOK_PAYLOAD', 'The body must be JSON.', 400);
  });
  const result = await handleRevenueCatWebhook(database.db, parseRevenueCatWebhook(body), {
    policy: { sandboxGrantsPremium: env.REVENUECAT_SANDBOX_GRANTS_PREMIUM },
    now: new Date(),
  });
  return c.json(result, 200);
});
