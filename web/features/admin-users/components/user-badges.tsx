import { signInProviderName } from '~/core/account/sign-in-provider-names';
import type { AdminUser } from '~/core/users/admin-user';
import { Badge } from '~/web/components/ui/badge';

// Active/Disabled, Verified/Unverified, and Admin and Premium when they apply.
export function UserBadges({ user }: { user: AdminUser }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {user.disabled ? <Badge tone="danger">Disabled</Badge> : <Badge tone="success">Active</Badge>}
      {user.emailVerified ? <Badge tone="info">Verified</Badge> : <Badge tone="warning">Unverified</Badge>}
      {user.customClaims.isAdminUser && <Badge tone="brand">Admin</Badge>}
      {user.customClaims.isPremium && <Badge tone="warning">Premium</Badge>}
    </div>
  );
}

export function providerList(user: AdminUser): string {
  return user.providerData.map((provider) => signInProviderName(provider.providerId)).join(', ') || 'None';
}
