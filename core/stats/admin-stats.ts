import { z } from 'zod';
import { auditActivitySchema } from '../audit/audit-log';

/** An "active" user signed in within this many days; changes compare two windows of this length. */
export const STATS_PERIOD_DAYS = 30;

const statKeys = [
  'totalUsers',
  'activeUsers',
  'premiumUsers',
  'totalWords',
  'totalStudySets',
  'totalStories',
] as const;
export type StatKey = (typeof statKeys)[number];

const changeSchema = z.number().nullable().meta({
  description:
    'Percent change of this period against the previous one; null when the previous period had none, and always for activeUsers (no history of sign-ins is kept)',
});

// Spec section 3's six totals plus, per total, the change between the last 30 days and the 30 before.
export const adminStatsSchema = z
  .object({
    totalUsers: z.number().int(),
    activeUsers: z.number().int(),
    premiumUsers: z.number().int(),
    totalWords: z.number().int(),
    totalStudySets: z.number().int(),
    totalStories: z.number().int(),
    changes: z.object(
      Object.fromEntries(statKeys.map((key) => [key, changeSchema])) as Record<StatKey, typeof changeSchema>,
    ),
    periodDays: z.number().int(),
    definitions: z.record(z.string(), z.string()),
    recentActivity: z.array(auditActivitySchema).meta({
      description: 'The latest changes, newest first; their before and after are in GET /api/admin/audit',
    }),
  })
  .meta({ id: 'AdminStats' });

export type AdminStats = z.infer<typeof adminStatsSchema>;
