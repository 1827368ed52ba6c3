import { useQuery } from '@tanstack/react-query';

type AuthConfig = { providers: { google: boolean; apple: boolean } };

// Which social providers this deployment configured; unknown until the answer arrives.
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-config'],
    queryFn: async (): Promise<AuthConfig> => {
      const response = await fetch('/api/auth-config');
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      return response.json();
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
