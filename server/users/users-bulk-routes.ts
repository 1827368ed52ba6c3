import { userFiltersSchema } from '~/core/users/list-users';
import {
  bulkUsersBodySchema,
  bulkUsersResponseSchema,
  exportUsersBodySchema,
} from '~/core/users/user-mutations';
import { adminRoute, conflictError } from '~/server/http/admin-responses';
import { createAdminRouter } from '~/server/http/admin-router';
import { downloadBody } from '~/server/http/download-body';
import { errorResponse, jsonBody, jsonContent } from '~/server/http/openapi-kit';
import { exportUsersCsv } from './export-users';
import { setUsersDisabled } from './set-users-disabled';

const route = adminRoute('Users');

// The two bulk switches differ only in direction: one table, one registration.
const bulkSwitches = [
  {
    operationId: 'bulkDisableUsers',
    path: '/bulk-disable',
    summary: 'Disable many users and revoke their sessions (not yourself: 409)',
    disabled: true,
    action: 'users.bulk-disable',
    refusals: conflictError,
  },
  {
    operationId: 'bulkEnableUsers',
    path: '/bulk-enable',
    summary: 'Enable many users',
    disabled: false,
    action: 'users.bulk-enable',
    refusals: {},
  },
] as const;

// Users in bulk: disable, enable, export. Mounted before /users/{id} so these names are not ids.
const router = createAdminRouter().openapi(
  route({
    operationId: 'exportUsers',
    method: 'post',
    path: '/export',
    summary: 'Download users as CSV (users.csv)',
    description:
      'With userIds: those users. With an empty list (or no body): every user matching the search and filters given as query parameters, as in GET /admin/users. Streamed page by page; cells that a spreadsheet would run as a formula are prefixed with an apostrophe.',
    request: {
      query: userFiltersSchema,
      body: { content: { 'application/json': { schema: exportUsersBodySchema } }, required: false },
    },
    responses: { 200: { content: { 'text/csv': { schema: { type: 'string' } } }, description: 'users.csv' } },
  }),
  async (c) => {
    const csv = await exportUsersCsv(c.var.db, {
      userIds: c.req.valid('json')?.userIds ?? [],
      filters: c.req.valid('query'),
      actor: c.var.actor,
      now: c.var.now,
    });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="users.csv"');
    c.header('Cache-Control', 'no-store');
    return c.body(downloadBody(csv, c.var.deps.logger, 'users export'), 200);
  },
);

for (const { operationId, path, summary, disabled, action, refusals } of bulkSwitches) {
  router.openapi(
    route({
      operationId,
      method: 'post',
      path,
      summary,
      description: 'At most 1,000 ids. All or nothing: if any id is unknown (404) nothing changes.',
      request: { body: jsonBody(bulkUsersBodySchema) },
      responses: {
        200: jsonContent(bulkUsersResponseSchema, 'How many users changed'),
        404: errorResponse('Some of the users do not exist; nothing was changed'),
        ...refusals,
      },
    }),
    async (c) =>
      c.json(
        await setUsersDisabled(c.var.db, {
          userIds: c.req.valid('json').userIds,
          disabled,
          actor: c.var.actor,
          action,
          now: c.var.now,
        }),
        200,
      ),
  );
}

export const usersBulkRoutes = router;
