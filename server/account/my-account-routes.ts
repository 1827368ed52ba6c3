import { deleteAccountBodySchema } from '~/core/account/delete-my-account';
import { myExportSchema } from '~/core/account/my-export';
import { myLimitsSchema } from '~/core/plans/my-limits';
import { done, jsonContent, learnerErrors, learnerOf, meRoute } from '~/server/http/learner-responses';
import { createValidatedRouter, errorResponse } from '~/server/http/openapi-kit';
import { getLimits } from '~/server/plans/get-limits';
import { deleteMyAccount } from './delete-my-account';
import { exportMyData } from './export-my-data';

const accountRoute = meRoute('Learner: account');

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
        'Re-authentication: your password in the body, unless your session was created in the last 10 minutes. Wrong passwords count as failed sign-ins.',
      request: {
        body: { content: { 'application/json': { schema: deleteAccountBodySchema } }, required: false },
      },
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
      await deleteMyAccount(db, {
        userId,
        password: body.password,
        sessionCreatedAt: c.var.sessionCreatedAt!,
        now,
      });
      return c.body(null, 204);
    },
  );
