import {
  listSubscriptionsQuerySchema,
  listSubscriptionsResponseSchema,
  subscriptionsSummaryQuerySchema,
  subscriptionsSummarySchema,
} from '~/core/subscriptions/list-subscriptions';
import { adminRoute } from '~/server/http/admin-responses';
import { createAdminRouter } from '~/server/http/admin-router';
import { jsonContent } from '~/server/http/openapi-kit';
import { listSubscriptions } from './list-subscriptions';
import { subscriptionsSummary } from './subscriptions-summary';

const route = adminRoute('Subscriptions');

// /admin/subscriptions: purchases, filtered on the server, and the four summary cards.
export const subscriptionsRoutes = createAdminRouter()
  .openapi(
    route({
      operationId: 'listSubscriptions',
      method: 'get',
      path: '/',
      summary: 'List purchases, newest first, filtered on the server',
      request: { query: listSubscriptionsQuerySchema },
      responses: { 200: jsonContent(listSubscriptionsResponseSchema, 'A page of purchases') },
    }),
    async (c) => c.json(await listSubscriptions(c.var.db, c.req.valid('query'), c.var.now), 200),
  )
  .openapi(
    route({
      operationId: 'getSubscriptionsSummary',
      method: 'get',
      path: '/summary',
      summary: 'The four Subscriptions cards: revenue, active, grace period, cancelled',
      request: { query: subscriptionsSummaryQuerySchema },
      responses: { 200: jsonContent(subscriptionsSummarySchema, 'Subscription summary') },
    }),
    async (c) =>
      c.json(await subscriptionsSummary(c.var.db, { ...c.req.valid('query'), now: c.var.now }), 200),
  );
