import type { hc } from 'hono/client';
import type { AppType } from '~/server/app';

// The web portal's typed client. Also a compile-time guard: if a change drops the admin routes from
// AppType (a chained .use() once did), `npm run typecheck` fails here instead of in the portal.
export type ApiClient = ReturnType<typeof hc<AppType>>;
export type AdminClient = ApiClient['admin'];
export type AdminUsersList = AdminClient['users']['$get'];
export type AdminWordSynonymsPatch = AdminClient['words'][':id']['synonyms']['$patch'];
export type AdminStatsGet = AdminClient['stats']['$get'];
