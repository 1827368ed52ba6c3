import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { apiErrorSchema } from '~/core/admin/api-error';
import { authConfigSchema } from '~/core/sign-in-providers';
import type { AppEnv } from '../context';

const documentConfig = {
  openapi: '3.0.3',
  info: {
    title: 'Vocably API',
    version: '1.0.0',
    description:
      'The administrator API (spec section 7) and the public health and auth-config endpoints. Errors are { message, code }.',
  },
  servers: [{ url: '/api' }],
};

// Routes written as plain Hono (health, auth-config) are described here so the document covers them.
function registerPlainRoutes(api: OpenAPIHono<AppEnv>) {
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token from sign-in (the set-auth-token header)',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'vocably.session_token',
    description: 'The web session cookie (prefixed __Secure- over HTTPS)',
  });
  api.openAPIRegistry.registerPath({
    method: 'get',
    path: '/health',
    tags: ['System'],
    summary: 'Is the process up, and can it reach its database?',
    responses: {
      200: {
        description: 'Healthy',
        content: {
          'application/json': {
            schema: z.object({
              status: z.literal('ok'),
              database: z.object({ kind: z.string(), status: z.literal('up'), latencyMs: z.number() }),
            }),
          },
        },
      },
      503: { description: 'The database is unreachable' },
    },
  });
  api.openAPIRegistry.registerPath({
    method: 'get',
    path: '/auth-config',
    tags: ['System'],
    summary: 'Which sign-in providers are configured',
    responses: {
      200: {
        description: 'Providers',
        content: {
          'application/json': {
            schema: authConfigSchema,
          },
        },
      },
    },
  });
}

function registerWebhook(api: OpenAPIHono<AppEnv>) {
  api.openAPIRegistry.registerPath({
    method: 'post',
    path: '/webhooks/revenuecat',
    tags: ['System'],
    summary: "RevenueCat's server-to-server purchase webhook",
    description:
      'Authorization: the shared secret configured as REVENUECAT_WEBHOOK_SECRET. Body: a RevenueCat event.',
    responses: {
      200: { description: 'Stored (or recognised as a duplicate)' },
      400: { description: 'Not a RevenueCat event' },
      401: { description: 'Wrong or missing secret' },
    },
  });
}

type Responses = Record<string, { content?: unknown }>;

// Every error answer is { message, code } (the app's onError); the routes declare only a description.
function withErrorBodies<D>(doc: D): D {
  const paths = (doc as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const responses = (operation as { responses?: Responses }).responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) >= 400 && !response.content) {
          response.content = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };
        }
      }
    }
  }
  return doc;
}

/** The OpenAPI document of `api`, built once from the same zod schemas that validate requests. */
export function apiDocument(api: OpenAPIHono<AppEnv>) {
  registerPlainRoutes(api);
  registerWebhook(api);
  api.openAPIRegistry.register('ApiError', apiErrorSchema);
  let cached: ReturnType<typeof api.getOpenAPIDocument> | undefined;
  return () => {
    cached ??= withErrorBodies(api.getOpenAPIDocument(documentConfig));
    return cached;
  };
}
