import { type AuthUser, authClient } from './auth-client';

// The spec's auth state: the current user or null, and a loading flag until the first answer arrives.
export function useAuthState(): { user: AuthUser | null; loading: boolean } {
  const { data, isPending } = authClient.useSession();
  return { user: data?.user ?? null, loading: isPending };
}
