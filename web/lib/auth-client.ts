import { adminClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { forgetLearner } from './last-learner';

// Same origin as the API: the session rides in an HttpOnly cookie, the web's only credential. The
// bearer plugin's `set-auth-token` (for the apps) is ignored here: a token kept by the page could be
// read by any script injected into it.
export const authClient = createAuthClient({
  basePath: '/api/auth',
  // No premium field on the session's user: premium changes with time and purchases (ADR 0006).
  plugins: [adminClient()],
  fetchOptions: {
    onSuccess: (context) => {
      if (context.request.url.toString().includes('/sign-out')) forgetLearner();
    },
  },
});

export type AuthUser = NonNullable<ReturnType<typeof authClient.useSession>['data']>['user'];
