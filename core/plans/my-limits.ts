import { z } from 'zod';
import { limitedCollections, tiers } from './limits';

// GET /api/me/limits: how much of each limited collection the learner has used, under their tier.
const usage = z.object({ used: z.number().int(), limit: z.number().int(), tier: z.enum(tiers) });

export const myLimitsSchema = z
  .object({
    tier: z.enum(tiers).meta({ description: 'regularUser (Free) or premiumUser (Pro), as of now' }),
    limits: z.object(
      Object.fromEntries(limitedCollections.map((c) => [c, usage])) as Record<
        (typeof limitedCollections)[number],
        typeof usage
      >,
    ),
  })
  .meta({ id: 'MyLimits' });

export type MyLimits = z.infer<typeof myLimitsSchema>;
