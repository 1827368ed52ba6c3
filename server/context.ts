import type { Auth } from './auth';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';

// Everything a request handler may need, built once in main.ts (or a test) and passed to createApp.
export type AppDeps = {
  env: Env;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** Directory of the built web app (build/client); absent in API-only tests. */
  webRoot?: string;
  /** The clock services read (tests set it); the wall clock when absent. */
  now?: () => Date;
};

export type SessionUser = Auth['$Infer']['Session']['user'];

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user?: SessionUser;
    /** When the caller's session was created (the learner API's "fresh sign-in" check). */
    sessionCreatedAt?: Date;
  };
};
