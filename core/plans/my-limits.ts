import { z } from 'zod';
import { limitedCollections, tiers } from './limits';

// GET /api/me/limits: how much of each limited collection the learner has used, under their tier.
const usage = z.object({ used: z.number().int(), limit: z.number().int(), tier: z.enum(tiers) });
// Study sessions are a monthly allowance: they renew at the start of the next month's first study day.
const monthlyUsage = usage.extend({
  renewsAt: z.iso.datetime().meta({
    description:
      "When the month's study sessions renew: 04:00 on the 1st of next month, in the learner's time zone",
  }),
});

export const myLimitsSchema = z
  .object({
    tier: z.enum(tiers).meta({ description: 'regularUser (Free) or premiumUser (Pro), as of now' }),
    limits: z.object({
      ...(Object.fromEntries(limitedCollections.map((c) => [c, usage])) as Record<
        Exclude<(typeof limitedCollections)[number], 'studySessions'>,
        typeof usage
      >),
      studySessions: monthlyUsage,
    }),
  })
  .meta({ id: 'MyLimits' });

export type MyLimits = z.infer<typeof myLimitsSchema>;
