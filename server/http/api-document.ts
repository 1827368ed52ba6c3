import type { OpenAPIHono } from '@hono/zod-openapi';
import { apiErrorSchema } from '~/core/api/api-error';
import type { AppEnv } from './context';

const documentConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Vocably API',
    version: '1.0.0',
    description:
      'The learner API the apps and the web call (/me, /dictionary), the administrator API (spec section 7), the RevenueCat webhook and the public health and auth-config endpoints. Every error is { message, code }. Sign-in itself is Better Auth under /api/auth (not described here).',
  },
  servers: [{ url: '/api' }],
};

function registerSecuritySchemes(api: OpenAPIHono<AppEnv>) {
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token from sign-in (the set-auth-token response header): what the apps send.',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'cookieAuth', {
    type: 'apiKey',
    in: 'cookie',
    name: 'vocably.session_token',
    description:
      'The session cookie the portal signs in with (named __Secure-vocably.session_token over https). Requests that change state must also come from a trusted Origin.',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'revenueCatWebhookSecret', {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      "RevenueCat's webhook: the Authorization value set in its dashboard, equal to REVENUECAT_WEBHOOK_SECRET.",
  });
}

type Responses = Record<string, { description?: string; content?: unknown }>;

const apiErrorContent = () => ({
  'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
});

const changedMeanwhile =
  'CHANGED_MEANWHILE: something this change refers to was removed meanwhile; reload and try again';

// Every error answer is { message, code } (the app's onError), and any operation may fail
// unexpectedly with a 500 of that shape; the routes declare only a description.
function withErrorBodies<D>(doc: D): D {
  const paths = (doc as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  for (const item of Object.values(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const { responses, requestBody, security } = operation as {
        responses?: Responses;
        requestBody?: unknown;
        security?: Record<string, string[]>[];
      };
      if (!responses) continue;
      responses['500'] ??= { description: 'Something went wrong on our side' };
      // server/http/body-limits.ts answers before the body is read.
      if (requestBody) {
        responses['413'] ??= { description: 'The request body is larger than this API accepts' };
        // The validators (server/http/errors.ts) and the upload refuse a body of another media type.
        const types = Object.keys((requestBody as { content?: object }).content ?? {});
        responses['415'] ??= {
          description: `UNSUPPORTED_MEDIA_TYPE: the body is not ${types.join(' or ') || 'of the declared media type'}`,
        };
      }
      // server/http/require-trusted-origin.ts: cookie-authenticated changes from a foreign page.
      if (method !== 'get' && security?.some((scheme) => 'cookieAuth' in scheme)) {
        responses['403'] ??= { description: 'A cookie-authenticated change from an untrusted origin' };
      }
      // server/http/errors.ts: a change that refers to a row someone removed while it ran answers 409.
      if (method !== 'get') {
        const declared = responses['409'];
        if (!declared?.description?.includes(changedMeanwhile)) {
          const description = declared?.description
            ? `${declared.description}. ${changedMeanwhile}`
            : changedMeanwhile;
          // A new object: routes share their declared responses.
          responses['409'] = { ...declared, description };
        }
      }
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) >= 400 && !response.content) response.content = apiErrorContent();
      }
    }
  }
  return doc;
}

/** The OpenAPI 3.1 document of `api`, built once from the same zod schemas that validate requests. */
export function apiDocument(api: OpenAPIHono<AppEnv>) {
  registerSecuritySchemes(api);
  api.openAPIRegistry.register('ApiError', apiErrorSchema);
  let cached: ReturnType<typeof api.getOpenAPI31Document> | undefined;
  return () => {
    cached ??= withErrorBodies(api.getOpenAPI31Document(documentConfig));
    return cached;
  };
}
