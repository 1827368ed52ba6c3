import { stream } from 'hono/streaming';
import { userFiltersSchema } from '~/core/admin/list-users';
import {
  bulkUsersBodySchema,
  bulkUsersResponseSchema,
  exportUsersBodySchema,
} from '~/core/admin/user-mutations';
import { actorOf } from '~/server/services/audit/actor';
import { exportUsersCsv } from '~/server/services/users/export-users';
import { setUsersDisabled } from '~/server/services/users/set-users-disabled';
import { createAdminRouter } from './admin-router';
import { adminErrors, adminRoute, conflictError, jsonBody, jsonContent } from './responses';

const userRoute = adminRoute('Users');

const bulkRoute = <P extends string>(path: P, summary: string) =>
  userRoute({
    method: 'post',
    path,
    summary,
    description: 'At most 1,000 ids. All or nothing: if any id is unknown nothing changes.',
    request: { body: jsonBody(bulkUsersBodySchema) },
    responses: {
      200: jsonContent(bulkUsersResponseSchema, 'How many users changed'),
      ...adminErrors,
      ...conflictError,
    },
  });

const exportRoute = userRoute({
  method: 'post',
  path: '/export',
  summary: 'Download users as CSV (users.csv)',
  description:
    'With userIds: those users. With an empty list (or no body): every user matching the search and filters given as query parameters, as in GET /admin/users. Streamed page by page; cells that a spreadsheet would run as a formula are prefixed with an apostrophe.',
  request: {
    query: userFiltersSchema,
    body: { content: { 'application/json': { schema: exportUsersBodySchema } }, required: false },
  },
  responses: {
    200: { content: { 'text/csv': { schema: { type: 'string' } } }, description: 'users.csv' },
    ...adminErrors,
  },
});

export const usersBulkRoutes = createAdminRouter()
  .openapi(bulkRoute('/bulk-disable', 'Disable many users and revoke their sessions'), async (c) =>
    c.json(
      await setUsersDisabled(c.var.deps.database.db, {
        userIds: c.req.valid('json').userIds,
        disabled: true,
        actor: actorOf(c.var.user),
        action: 'users.bulk-disable',
      }),
      200,
    ),
  )
  .openapi(bulkRoute('/bulk-enable', 'Enable many users'), async (c) =>
    c.json(
      await setUsersDisabled(c.var.deps.database.db, {
        userIds: c.req.valid('json').userIds,
        disabled: false,
        actor: actorOf(c.var.user),
        action: 'users.bulk-enable',
      }),
      200,
    ),
  )
  .openapi(exportRoute, async (c) => {
    const csv = await exportUsersCsv(c.var.deps.database.db, {
      userIds: c.req.valid('json')?.userIds ?? [],
      filters: c.req.valid('query'),
      actor: actorOf(c.var.user),
    });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="users.csv"');
    c.header('Cache-Control', 'no-store');
    return stream(c, async (out) => {
      await out.pipe(csv);
    });
  });
