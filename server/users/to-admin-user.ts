import { isAdminRole } from '~/core/users/admin-role';
import type { AdminUser } from '~/core/users/admin-user';
import type { user } from '~/server/db/schema';
import { premiumNowOf, premiumSourcesOf } from '~/server/purchases/premium';

type UserRow = typeof user.$inferSelect;

// The spec's admin user record, from our user row and the ids of the providers it signs in with.
// isPremium is premium at `now` (the same rule as the list filter and the stats).
export function toAdminUser(row: UserRow, providers: string[], now: Date): AdminUser {
  return {
    uid: row.id,
    email: row.email,
    displayName: row.name ? row.name : null,
    photoURL: row.image ?? null,
    disabled: row.banned,
    emailVerified: row.emailVerified,
    providerData: providers.map((providerId) => ({ providerId })),
    metadata: {
      creationTime: row.createdAt.toISOString(),
      lastSignInTime: row.lastSignInAt?.toISOString() ?? null,
    },
    customClaims: { isAdminUser: isAdminRole(row.role), isPremium: premiumNowOf(row, now) },
    premium: premiumSourcesOf(row, now),
  };
}
