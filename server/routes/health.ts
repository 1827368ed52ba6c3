import { Hono } from 'hono';
import type { AppEnv } from '../context';

// Load balancers and humans: is the process up, and can it reach its database?
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { database } = c.var.deps;
  const started = performance.now();
  try {
    await database.ping();
    return c.json({
      status: 'ok' as const,
      database: {
        kind: database.kind,
        status: 'up' as const,
        latencyMs: Math.round(performance.now() - started),
      },
    });
  } catch (error) {
    c.var.deps.logger.error({ err: error }, 'health check: database unreachable');
    return c.json(
      { status: 'error' as const, database: { kind: database.kind, status: 'down' as const } },
      503,
    );
  }
});
