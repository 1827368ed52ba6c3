import { adminStatsSchema } from '~/core/stats/admin-stats';
import { adminRoute } from '~/server/http/admin-responses';
import { createAdminRouter } from '~/server/http/admin-router';
import { jsonContent } from '~/server/http/openapi-kit';
import { adminStats } from './admin-stats';

const route = adminRoute('Dashboard');

// /admin/stats: the dashboard.
export const statsRoutes = createAdminRouter().openapi(
  route({
    operationId: 'getAdminStats',
    method: 'get',
    path: '/',
    summary: 'The six dashboard totals, their change over 30 days, and recent activity',
    description:
      'Active user: signed in within the last 30 days. Changes compare the last 30 days with the 30 before; see `definitions` in the response.',
    responses: { 200: jsonContent(adminStatsSchema, 'Dashboard statistics') },
  }),
  async (c) => c.json(await adminStats(c.var.db, c.var.now), 200),
);
