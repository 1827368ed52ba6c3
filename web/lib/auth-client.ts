import { adminClient, inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

// Same origin as the API: the session rides in an HttpOnly cookie.
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    adminClient(),
    inferAdditionalFields({ user: { isPremium: { type: 'boolean', required: false, input: false } } }),
  ],
});

export type AuthUser = NonNullable<ReturnType<typeof authClient.useSession>['data']>['user'];
