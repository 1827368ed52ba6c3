import type { Auth } from '~/server/account/auth';
import type { SessionRowReader } from '~/server/account/read-session';
import type { SessionUser } from '~/server/account/session-user';
import type { Actor } from '~/server/audit/actor';
import type { Database, Db } from '~/server/db/client';
import type { Synthesize } from '~/server/dictionary/speech/synthesize-speech';
import type { Env } from '~/server/env';
import type { Logger } from '~/server/logger';
import type { Mailer } from '~/server/mail/mailer';
import type { StoryGenerator } from '~/server/stories/story-generator';

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
  /** Who writes stories; createApp builds it from env (AI endpoint or templates) when absent. */
  storyGenerator?: StoryGenerator;
  /**
   * The line in front of the speech synthesiser (server/dictionary/speech); the server's shared one
   * when absent. A test gives its own (createSpeechQueue with a synthesiser it answers when it likes).
   */
  speechQueue?: Synthesize;
  /** Wakes this process's import worker when a learner queues an import (server/imports). */
  onImportQueued?: () => void;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    /** deps.database.db, set for every request so handlers need not dig for it. */
    db: Db;
    /**
     * The instant this request happens at, read once from deps.now (or the wall clock) as it arrives:
     * every rule a request applies (expiries, due dates, limits, audit times) sees the same time.
     */
    now: Date;
    user?: SessionUser;
    /**
     * How the guard reads the caller's session token, when a route reads its own first rows in that
     * same query (one round trip instead of two); the plain session read when unset.
     */
    sessionRowReader?: SessionRowReader;
    /** When the caller's session was created (the learner API's "fresh sign-in" check). */
    sessionCreatedAt?: Date;
    /** Who is acting, as the audit log records it (set by requireAdmin). */
    actor?: Actor;
  };
};

/** Behind requireAdmin: the signed-in administrator and the actor are always there. */
export type AdminEnv = {
  Variables: AppEnv['Variables'] & { user: SessionUser; actor: Actor };
};
