import type { MiddlewareHandler } from 'hono';
import { deleteAccountBodySchema } from '~/core/account/delete-my-account';
import { myExportSchema } from '~/core/account/my-export';
import { myLimitsSchema } from '~/core/plans/my-limits';
import type { AppEnv } from '~/server/http/context';
import { done, jsonContent, learnerErrors, learnerOf, meRoute } from '~/server/http/learner-responses';
import { createValidatedRouter, errorResponse } from '~/server/http/openapi-kit';
import { getLimits } from '~/server/plans/get-limits';
import { deleteMyAccount } from './delete-my-account';
import { exportMyData } from './export-my-data';
import { passwordHashingOf } from './password-hash';

const accountRoute = meRoute('Learner: account');

// Clients that send `Content-Type: application/json` on every request send it on a DELETE without a
// body too, and the validator took that empty body for malformed JSON (400): such a client could not
// delete an account at all. The body is optional (a fresh session needs no password), so an empty one
// is no body, as if the content type had not been sent. The body is under the API limit, and
// refuse-ill-formed-text.ts has already read a JSON one.
const emptyBodyIsNoBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header('content-type') && (await c.req.text()).trim() === '') {
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-type');
    c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers });
  }
  await next();
};

// The learner's limits, their data export, and deleting their own account.
export const accountRoutes = createValidatedRouter()
  .openapi(
    accountRoute({
      method: 'get',
      path: '/limits',
      operationId: 'getMyLimits',
      summary: 'Per collection: how many you have, your limit, and the tier it comes from',
      responses: { 200: jsonContent(myLimitsSchema, 'Your limits'), ...learnerErrors },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      return c.json(await getLimits(db, { userId, now }), 200);
    },
  )
  .openapi(
    accountRoute({
      method: 'get',
      path: '/export',
      operationId: 'exportMyData',
      summary:
        'All your data (profile, words, study sets, stories, reviews, sessions, study days) as one JSON document',
      responses: { 200: jsonContent(myExportSchema, 'Your data'), ...learnerErrors },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      return c.json(await exportMyData(db, { userId, now }), 200);
    },
  )
  .openapi(
    accountRoute({
      method: 'delete',
      path: '/',
      operationId: 'deleteMyAccount',
      summary: 'Delete your account and learning data (purchases are kept, owner cleared)',
      description:
        'Re-authentication: your password in the body, unless your session was created in the last 10 minutes. Wrong passwords count as failed sign-ins. An account without a password (Google or Apple only) needs a session created in the last 10 minutes (else REAUTHENTICATION_REQUIRED, and nothing is counted).',
      request: {
        body: { content: { 'application/json': { schema: deleteAccountBodySchema } }, required: false },
      },
      middleware: [emptyBodyIsNoBody] as const,
      responses: {
        ...done,
        ...learnerErrors,
        401: errorResponse(
          'Not authenticated, or re-authentication failed (REAUTHENTICATION_REQUIRED, INVALID_PASSWORD)',
        ),
        409: errorResponse('LAST_ADMIN: the last administrator cannot be deleted'),
        429: errorResponse(
          'TOO_MANY_ATTEMPTS: 5 wrong passwords in the last minute; ACCOUNT_LOCKED: 10 failed sign-ins or passwords in 15 minutes',
        ),
      },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      const body = c.req.valid('json') ?? {};
      await deleteMyAccount(
        db,
        {
          userId,
          password: body.password,
          sessionCreatedAt: c.var.sessionCreatedAt!,
          now,
        },
        await passwordHashingOf(c.var.deps.auth),
      );
      return c.body(null, 204);
    },
  );
