import type { AdminUser } from '../../../../core/admin/admin-user';
import { Badge } from '../../../components/ui/badge';

// Active/Disabled, Verified/Unverified, and Admin and Premium when they apply (spec section 2).
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

const providerNames: Record<string, string> = { credential: 'Email', google: 'Google', apple: 'Apple' };

export function providerName(providerId: string): string {
  return providerNames[providerId] ?? providerId;
}

export function providerList(user: AdminUser): string {
  return user.providerData.map((provider) => providerName(provider.providerId)).join(', ') || 'None';
}
