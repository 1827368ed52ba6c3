import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { AuthUser } from '~/web/lib/auth-client';
import { useAuthState } from '~/web/lib/auth-state';
import { FullPageSpinner } from '../ui/spinner';
import { AccessDenied } from './access-denied';
import { useAdminSignOut } from './use-admin-sign-out';

export function isAdmin(user: Pick<AuthUser, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}

// The admin gate: a spinner while the session loads; no user goes to /admin/login;
// a user without the admin role sees "Access Denied"; an administrator sees the portal.
export function AdminGuard({ children }: { children: (user: AuthUser) => ReactNode }) {
  const { user, loading } = useAuthState();
  const signOut = useAdminSignOut();
  if (loading) return <FullPageSpinner label="Checking your access…" />;
  if (!user) return <Navigate to="/admin/login" replace />;
  if (!isAdmin(user)) return <AccessDenied onSignOut={signOut} />;
  return <>{children(user)}</>;
}
