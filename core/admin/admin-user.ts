import { z } from 'zod';

export const signInProviders = ['credential', 'google', 'apple'] as const;
export type SignInProvider = (typeof signInProviders)[number];

export const userClaimsSchema = z
  .object({ isAdminUser: z.boolean(), isPremium: z.boolean() })
  .meta({ id: 'UserClaims' });

// The admin user record of spec section 3 (the shape the portal was built against).
export const adminUserSchema = z
  .object({
    uid: z.string(),
    email: z.string(),
    displayName: z.string().nullable(),
    photoURL: z.string().nullable(),
    disabled: z.boolean(),
    emailVerified: z.boolean(),
    providerData: z.array(z.object({ providerId: z.string() })),
    metadata: z.object({
      creationTime: z.string().meta({ description: 'ISO 8601' }),
      lastSignInTime: z.string().nullable().meta({ description: 'ISO 8601, null when never signed in' }),
    }),
    customClaims: userClaimsSchema,
  })
  .meta({ id: 'AdminUser' });

export type UserClaims = z.infer<typeof userClaimsSchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
