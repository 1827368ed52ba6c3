import { z } from 'zod';

// Every failed API call answers with this body (spec section 8); the web client shows `message`.
export const apiErrorSchema = z
  .object({ message: z.string(), code: z.string() })
  .meta({ id: 'ApiError', description: 'Error body: a human-readable message and a stable code' });

export type ApiError = z.infer<typeof apiErrorSchema>;
