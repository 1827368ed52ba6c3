import { useQuery } from '@tanstack/react-query';
import { type AuthConfig, authConfigSchema } from '~/core/sign-in-providers';
import { ensureOk } from '~/web/lib/api-client';

// GET /api/auth-config: which social providers this deployment configured (no session needed, so not
// through apiClient, which sends the admin's bearer token). Unknown until the answer arrives.
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-config'],
    queryFn: async (): Promise<AuthConfig> => {
      const body: unknown = await (await ensureOk(await fetch('/api/auth-config'))).json();
      return authConfigSchema.parse(body);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
