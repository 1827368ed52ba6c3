import { healthSchema, unhealthySchema } from '~/core/api/health';
import { createPublicRouter, jsonContent, publicRoute } from './openapi-kit';

// Load balancers and humans: is the process up, and can it reach its database?
export const healthRoutes = createPublicRouter().openapi(
  publicRoute('System')({
    operationId: 'getHealth',
    method: 'get',
    path: '/',
    summary: 'Is the process up, and can it reach its database?',
    responses: {
      200: jsonContent(healthSchema, 'Healthy'),
      503: jsonContent(unhealthySchema, 'The database is unreachable'),
    },
  }),
  async (c) => {
    const { database } = c.var.deps;
    const started = performance.now();
    try {
      await database.ping();
      return c.json(
        {
          status: 'ok' as const,
          database: {
            kind: database.kind,
            status: 'up' as const,
            latencyMs: Math.round(performance.now() - started),
          },
        },
        200,
      );
    } catch (error) {
      c.var.deps.logger.error({ err: error }, 'health check: database unreachable');
      return c.json(
        { status: 'error' as const, database: { kind: database.kind, status: 'down' as const } },
        503,
      );
    }
  },
);
