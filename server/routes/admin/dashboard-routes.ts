import { adminStatsSchema } from '~/core/admin/admin-stats';
import { listAuditQuerySchema, listAuditResponseSchema } from '~/core/admin/audit-log';
import {
  listSubscriptionsQuerySchema,
  listSubscriptionsResponseSchema,
  subscriptionsSummaryQuerySchema,
  subscriptionsSummarySchema,
} from '~/core/admin/subscriptions';
import { listAuditLog } from '~/server/services/audit/list-audit-log';
import { adminStats } from '~/server/services/stats/admin-stats';
import { listSubscriptions } from '~/server/services/subscriptions/list-subscriptions';
import { subscriptionsSummary } from '~/server/services/subscriptions/subscriptions-summary';
import { createAdminRouter } from './admin-router';
import { adminErrors, adminRoute, jsonContent } from './responses';

// Read-only overviews: the dashboard, subscriptions and the audit log.
export const dashboardRoutes = createAdminRouter()
  .openapi(
    adminRoute('Dashboard')({
      method: 'get',
      path: '/stats',
      summary: 'The six dashboard totals, their change over 30 days, and recent activity',
      description:
        'Active user: signed in within the last 30 days. Changes compare the last 30 days with the 30 before; see `definitions` in the response.',
      responses: { 200: jsonContent(adminStatsSchema, 'Dashboard statistics'), ...adminErrors },
    }),
    async (c) => c.json(await adminStats(c.var.deps.database.db), 200),
  )
  .openapi(
    adminRoute('Subscriptions')({
      method: 'get',
      path: '/subscriptions',
      summary: 'List purchases, newest first, filtered on the server',
      request: { query: listSubscriptionsQuerySchema },
      responses: { 200: jsonContent(listSubscriptionsResponseSchema, 'A page of purchases'), ...adminErrors },
    }),
    async (c) => c.json(await listSubscriptions(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(
    adminRoute('Subscriptions')({
      method: 'get',
      path: '/subscriptions/summary',
      summary: 'The four Subscriptions cards: revenue, active, grace period, cancelled',
      request: { query: subscriptionsSummaryQuerySchema },
      responses: { 200: jsonContent(subscriptionsSummarySchema, 'Subscription summary'), ...adminErrors },
    }),
    async (c) => c.json(await subscriptionsSummary(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(
    adminRoute('Audit log')({
      method: 'get',
      path: '/audit-log',
      summary: 'Every admin change, newest first',
      request: { query: listAuditQuerySchema },
      responses: { 200: jsonContent(listAuditResponseSchema, 'A page of audit entries'), ...adminErrors },
    }),
    async (c) => c.json(await listAuditLog(c.var.deps.database.db, c.req.valid('query')), 200),
  );
