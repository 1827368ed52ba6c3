import { z } from 'zod';

// Every failed API call answers with this body (spec section 8); the web client shows `message`.
/** Facts of a refusal that a client says in its own language (the message is English). */
export const apiErrorDetailsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    details: apiErrorDetailsSchema.optional().meta({
      description:
        'Facts the English message names, for a client to say in its own language. LIMIT_REACHED: collection, limit, tier (regularUser or premiumUser) and renewsAt (ISO time the monthly allowance renews, or null). PLAN_REQUIRED: tier',
    }),
  })
  .meta({ id: 'ApiError', description: 'Error body: a human-readable message and a stable code' });

export type ApiErrorDetails = z.infer<typeof apiErrorDetailsSchema>;

export type ApiError = z.infer<typeof apiErrorSchema>;
