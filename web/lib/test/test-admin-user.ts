import type { AdminUser } from '~/core/users/admin-user';

/** For component tests of the administrator's user screens: a verified learner, neither admin nor Pro. */
export const testAdminUser = (uid: string): AdminUser => ({
  uid,
  email: `${uid}@example.com`,
  displayName: null,
  photoURL: null,
  disabled: false,
  emailVerified: true,
  providerData: [{ providerId: 'credential' }],
  metadata: { creationTime: '2026-11-01T10:00:00.000Z', lastSignInTime: null },
  customClaims: { isAdminUser: false, isPremium: false },
  premium: { grantedByAdmin: false, purchase: null },
});
