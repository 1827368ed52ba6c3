import { useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '~/core/sign-in-providers';
import { ensureOk } from '~/web/lib/api-client';

// GET /api/auth-config: which social providers this deployment configured (no session needed, so not
// through apiClient, which sends the admin's bearer token). Unknown until the answer arrives.
// The answer's schema (zod) is loaded with the answer, not with the sign-in page's first paint.
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-config'],
    queryFn: async (): Promise<AuthConfig> => {
      const [response, { authConfigSchema }] = await Promise.all([
        fetch('/api/auth-config'),
        import('~/core/sign-in-providers'),
      ]);
      const body: unknown = await (await ensureOk(response)).json();
      return authConfigSchema.parse(body);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
