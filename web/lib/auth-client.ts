import { adminClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { clearAuthToken, setAuthToken } from './auth-token';
import { forgetLearner } from './last-learner';

// Same origin as the API: the session rides in an HttpOnly cookie. The bearer plugin also answers a
// sign-in with the session token in `set-auth-token`; we keep it for the admin API calls and forget
// it on sign-out.
export const authClient = createAuthClient({
  basePath: '/api/auth',
  // No premium field on the session's user: premium changes with time and purchases (ADR 0006).
  plugins: [adminClient()],
  fetchOptions: {
    onSuccess: (context) => {
      const token = context.response.headers.get('set-auth-token');
      if (token) setAuthToken(token);
      if (context.request.url.toString().includes('/sign-out')) {
        clearAuthToken();
        forgetLearner();
      }
    },
  },
});

export type AuthUser = NonNullable<ReturnType<typeof authClient.useSession>['data']>['user'];
