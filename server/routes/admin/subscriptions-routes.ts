import {
  listSubscriptionsQuerySchema,
  listSubscriptionsResponseSchema,
  subscriptionsSummaryQuerySchema,
  subscriptionsSummarySchema,
} from '~/core/admin/subscriptions';
import { listSubscriptions } from '~/server/services/subscriptions/list-subscriptions';
import { subscriptionsSummary } from '~/server/services/subscriptions/subscriptions-summary';
import { jsonContent } from '../openapi-kit';
import { createAdminRouter } from './admin-router';
import { adminRoute } from './responses';

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
    async (c) => c.json(await listSubscriptions(c.var.db, c.req.valid('query')), 200),
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
    async (c) => c.json(await subscriptionsSummary(c.var.db, c.req.valid('query')), 200),
  );
