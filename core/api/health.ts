import { z } from 'zod';

// GET /api/health: what load balancers and humans read.
export const healthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.object({ kind: z.string(), status: z.literal('up'), latencyMs: z.number() }),
  })
  .meta({ id: 'Health' });

export const unhealthySchema = z
  .object({
    status: z.literal('error'),
    database: z.object({ kind: z.string(), status: z.literal('down') }),
  })
  .meta({ id: 'Unhealthy' });
