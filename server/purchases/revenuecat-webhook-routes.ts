import { z } from 'zod';
import { AppError } from '~/server/http/errors';
import { createPublicRouter, documentedRoute, errorResponse, jsonContent } from '~/server/http/openapi-kit';
import { handleRevenueCatWebhook } from './handle-revenuecat-webhook';
import { parseRevenueCatWebhook } from './revenuecat-payload';
import { requireRevenueCatSecret } from './revenuecat-webhook-auth';

const webhookResultSchema = z
  .object({ received: z.literal(true), duplicate: z.boolean(), outcome: z.string() })
  .meta({ id: 'WebhookResult' });

// RevenueCat's server-to-server webhook. A 2xx tells RevenueCat not to retry, so anything we could not
// store must fail with a 4xx/5xx instead. The secret is checked (middleware) before the body is read.
export const revenuecatWebhookRoutes = createPublicRouter().openapi(
  documentedRoute('Webhooks', [{ revenueCatWebhookSecret: [] }])({
    operationId: 'receiveRevenueCatWebhook',
    method: 'post',
    path: '/',
    summary: "RevenueCat's server-to-server purchase webhook",
    description:
      'Body: a RevenueCat event ({ api_version, event }), validated by the server. 503 until REVENUECAT_WEBHOOK_SECRET is configured.',
    middleware: [requireRevenueCatSecret] as const,
    request: {
      // A JSON Schema rather than zod: documented here, parsed by the service with its own messages.
      body: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['event'],
              properties: { api_version: { type: 'string' }, event: { type: 'object' } },
            },
          },
        },
      },
    },
    responses: {
      200: jsonContent(webhookResultSchema, 'Stored (or recognised as a duplicate)'),
      400: errorResponse('Not JSON, or not a RevenueCat event'),
      401: errorResponse('Wrong or missing secret'),
      503: errorResponse('Webhooks are not configured on this server (no REVENUECAT_WEBHOOK_SECRET)'),
    },
  }),
  async (c) => {
    const { env } = c.var.deps;
    const body = await c.req.json().catch(() => {
      throw new AppError('INVALID_WEBHOOK_PAYLOAD', 'The body must be JSON.', 400);
    });
    const result = await handleRevenueCatWebhook(c.var.db, parseRevenueCatWebhook(body), {
      policy: { sandboxGrantsPremium: env.REVENUECAT_SANDBOX_GRANTS_PREMIUM },
      now: c.var.now,
    });
    return c.json(result, 200);
  },
);
