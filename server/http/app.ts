import { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from '~/server/account/auth';
import { authConfigRoutes } from '~/server/account/auth-config-routes';
import { isUnservedAuthPath } from '~/server/account/auth-unserved-paths';
import { answerNoSooner, needsEvenTiming } from '~/server/account/even-timing';
import { mustHideSessionToken, withoutSessionToken } from '~/server/account/hide-session-token';
import { collectionsRoutes } from '~/server/collections/collections-routes';
import { dictionaryRoutes } from '~/server/dictionary/dictionary-routes';
import { devMailboxRoutes } from '~/server/mail/dev-mailbox-routes';
import { revenuecatWebhookRoutes } from '~/server/purchases/revenuecat-webhook-routes';
import { storyGeneratorFromEnv } from '~/server/stories/story-generator-from-env';
import { adminRoutes } from './admin-api';
import { type OpenApiDocument, renderApiDocs } from './api-docs';
import { apiDocument } from './api-document';
import { BODY_LIMITS, limitApiBody, limitBody } from './body-limits';
import { requestClientAddress } from './client-ip';
import type { AppDeps, AppEnv } from './context';
import { AppError, appErrorOfValidator, inputRejectedByDatabase, TryLaterError } from './errors';
import { healthRoutes } from './health-routes';
import { meRoutes } from './learner-api';
import { refuseIllFormedText } from './refuse-ill-formed-text';
import { securityHeaders } from './security-headers';
import { sizedJson } from './sized-json';
import { createWebHandler } from './web-static';

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

// The JSON API. Chained so that `hc<AppType>` gives the web client end-to-end types.
function createApi() {
  return new OpenAPIHono<AppEnv>()
    .route('/health', healthRoutes)
    .route('/auth-config', authConfigRoutes)
    .route('/webhooks/revenuecat', revenuecatWebhookRoutes)
    .route('/admin', adminRoutes)
    .route('/me', meRoutes)
    .route('/dictionary', dictionaryRoutes)
    .route('/collections', collectionsRoutes);
}

// The API plus its description: /api/openapi.json and a readable /api/docs, both from the zod schemas.
function createDocumentedApi() {
  const api = createApi();
  const document = apiDocument(api);
  api.get('/openapi.json', (c) => c.json(document()));
  api.get('/docs', (c) => c.html(renderApiDocs(document() as unknown as OpenApiDocument)));
  return api;
}

export type AppType = ReturnType<typeof createApi>;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Built once, not per story; a test sets its own (a local chat-completions peer) on deps instead.
  deps.storyGenerator ??= storyGeneratorFromEnv(deps.env);

  app.use(requestId());
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('db', deps.database.db);
    c.set('now', deps.now?.() ?? new Date());
    const started = performance.now();
    await next();
    deps.logger.debug(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(compress());
  app.use(sizedJson());
  app.use(securityHeaders({ production: deps.env.NODE_ENV === 'production' }));

  // Bodies are limited before anything reads them (the strictest matching limit applies).
  app.use(`${AUTH_BASE_PATH}/*`, limitBody(BODY_LIMITS.auth));
  app.use('/api/webhooks/*', limitBody(BODY_LIMITS.webhook));
  app.use('/api/*', limitApiBody());
  app.use('/api/*', refuseIllFormedText());

  // Better Auth owns /api/auth/*. Our socket's address replaces any client-sent copy of the header
  // its rate limiter reads, so limits cannot be dodged by forging it.
  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, async (c) => {
    if (isUnservedAuthPath(c.req.raw.url)) return c.json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const address = requestClientAddress(c, deps.env.CLIENT_IP_HEADER);
    if (address) headers.set(CLIENT_IP_HEADER, address);
    const request = new Request(c.req.raw, { headers });
    const startedAt = performance.now();
    const handled = await deps.auth.handler(request);
    const answered = await withRateLimitCode(
      needsEvenTiming(request) ? await answerNoSooner(handled, startedAt) : handled,
    );
    const response = mustHideSessionToken(request) ? await withoutSessionToken(answered) : answered;
    // Better Auth answers an unexpected error (a mail transport that throws, a database failure) with
    // an empty 500; the web shows `{ message, code }`, so say it in our error shape.
    if (response.status >= 500 && !response.headers.get('content-type')?.includes('json')) {
      deps.logger.error({ path: c.req.path, status: response.status }, 'auth endpoint failed');
      return c.json({ message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' }, 500);
    }
    return response;
  });

  app.route('/api', createDocumentedApi());
  // The ceiling the API benchmark compares against: the same middleware, no database work.
  if (deps.env.BENCH_ROUTES) app.get('/api/bench/ping', (c) => c.json({ ok: true }));
  app.all('/api/*', (c) => c.json({ message: 'Not found', code: 'NOT_FOUND' }, 404));
  // The local outbox reader never exists in production, not even for loopback.
  if (deps.env.NODE_ENV !== 'production') app.route('/dev/mailbox', devMailboxRoutes);

  if (deps.webRoot) app.get('*', createWebHandler(deps.webRoot));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      const { message, code, details } = error;
      if (error instanceof TryLaterError) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(details ? { message, code, details } : { message, code }, error.status);
    }
    if (error instanceof HTTPException) {
      const refused = appErrorOfValidator(error);
      if (refused) return c.json({ message: refused.message, code: refused.code }, refused.status);
      return c.json({ message: error.message || 'Request failed', code: 'HTTP_ERROR' }, error.status);
    }
    const rejected = inputRejectedByDatabase(error);
    if (rejected) return c.json({ message: rejected.message, code: rejected.code }, rejected.status);
    deps.logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' }, 500);
  });

  return app;
}

/**
 * Better Auth's rate limiter answers 429 with a message and no code; the pages translate by code, so
 * it gets the one its message means (a Hebrew page said "Too many requests" in English).
 */
async function withRateLimitCode(response: Response): Promise<Response> {
  if (response.status !== 429 || !response.headers.get('content-type')?.includes('json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (!body || typeof body !== 'object' || body.code) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, code: 'TOO_MANY_REQUESTS' }), { status: 429, headers });
}
