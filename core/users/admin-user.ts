import { z } from 'zod';

export const userClaimsSchema = z
  .object({ isAdminUser: z.boolean(), isPremium: z.boolean() })
  .meta({ id: 'UserClaims' });

// Why a user is premium (ADR 0006). The Permissions tab's "Premium User" switch is the grant.
export const adminUserPremiumSchema = z
  .object({
    grantedByAdmin: z
      .boolean()
      .meta({ description: 'Set by an administrator (PUT /admin/users/{id} isPremium)' }),
    purchase: z
      .object({
        until: z.string().nullable().meta({
          description: 'ISO 8601 end of the access purchases give; null: a purchase without expiration',
        }),
      })
      .nullable()
      .meta({ description: 'Null when no purchase keeps the user premium now' }),
  })
  .meta({ id: 'AdminUserPremium' });

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
    // isPremium: premium now, from an administrator's grant or a purchase (premium says which).
    customClaims: userClaimsSchema,
    premium: adminUserPremiumSchema,
  })
  .meta({ id: 'AdminUser' });

export type UserClaims = z.infer<typeof userClaimsSchema>;
export type AdminUserPremium = z.infer<typeof adminUserPremiumSchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
