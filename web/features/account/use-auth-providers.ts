import { useQuery } from '@tanstack/react-query';
import { parseAuthConfig } from '~/core/account/sign-in-provider-names';
import type { AuthConfig } from '~/core/account/sign-in-providers';
import { ensureOk } from '~/web/lib/api-client';

// GET /api/auth-config: which social providers this deployment configured (no session needed, so not
// through apiClient, which sends the admin's bearer token). Unknown until the answer arrives.
// Checked by core's zod-free twin of authConfigSchema: the sign-in page does not load zod for it.
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-config'],
    queryFn: async (): Promise<AuthConfig> => {
      const body: unknown = await (await ensureOk(await fetch('/api/auth-config'))).json();
      return parseAuthConfig(body);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
