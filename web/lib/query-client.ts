import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';

// An API call answered 401 (signed out elsewhere, account disabled, session revoked): ask Better Auth
// for the session again, so that guards see the change and send the user to sign in. The auth client
// is loaded here only then: a page that has not loaded it has no session hook to tell.
export function recheckSessionOn401(error: unknown) {
  if (error instanceof ApiRequestError && error.status === 401) {
    void import('./auth-client').then(({ authClient }) => authClient.$store.notify('$sessionSignal'));
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: recheckSessionOn401 }),
  mutationCache: new MutationCache({ onError: recheckSessionOn401 }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal will not change on a retry; only network and server failures are worth one.
      retry: (failureCount, error) =>
        failureCount < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
