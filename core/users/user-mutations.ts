import { z } from 'zod';
import { userClaimsSchema } from './admin-user';

export const MAX_BULK_USERS = 1000;

export const updateClaimsBodySchema = z.object({ claims: userClaimsSchema }).meta({ id: 'UpdateClaimsBody' });

export const bulkUsersBodySchema = z
  .object({
    userIds: z
      .array(z.string().min(1))
      .min(1, { message: 'Select at least one user' })
      .max(MAX_BULK_USERS, { message: `At most ${MAX_BULK_USERS} users at a time` }),
  })
  .meta({ id: 'BulkUsersBody' });

export const bulkUsersResponseSchema = z
  .object({ requested: z.number().int(), changed: z.number().int() })
  .meta({ id: 'BulkUsersResult', description: 'changed counts users whose state actually changed' });

export const exportUsersBodySchema = z
  .object({ userIds: z.array(z.string().min(1)).max(MAX_BULK_USERS).default([]) })
  .meta({
    id: 'ExportUsersBody',
    description: 'Empty userIds: every user matching the query search and filters',
  });

export const okResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

export type UpdateClaimsBody = z.infer<typeof updateClaimsBodySchema>;
export type BulkUsersBody = z.infer<typeof bulkUsersBodySchema>;
export type BulkUsersResponse = z.infer<typeof bulkUsersResponseSchema>;
