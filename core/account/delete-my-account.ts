import { z } from 'zod';

// DELETE /api/me: a session older than the fresh-sign-in window must confirm with the password.
export const deleteAccountBodySchema = z
  .object({
    password: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .meta({ description: 'Required unless the session was created in the last 10 minutes' }),
  })
  .strict()
  .meta({ id: 'DeleteMyAccount' });
