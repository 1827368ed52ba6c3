import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ImportCounts,
  ImportFormat,
  ImportLimitNote,
  ImportMapping,
  ImportStatus,
} from '~/core/imports/import-job';
import { user } from './auth';

// One learner's import of a deck or word list, run off the request path by the import worker of a
// server process (server/imports/import-worker.ts), as the mail outbox is. The uploaded file waits in
// `file_path` on the machine named by `stored_on` until the job ends. Leads with user_id, as every
// learner table does.
export const importJob = pgTable(
  'import_job',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    status: text('status').$type<ImportStatus>().notNull().default('queued'),
    format: text('format').$type<ImportFormat>().notNull(),
    fileName: text('file_name').notNull(),
    fileBytes: integer('file_bytes').notNull(),
    filePath: text('file_path'),
    // The host whose disk holds the file: only a worker there can read it.
    storedOn: text('stored_on').notNull(),
    languageCode: text('language_code').notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull().default(sql`'{}'::jsonb`),
    counts: jsonb('counts')
      .$type<ImportCounts>()
      .notNull()
      .default(sql`'{"notes":0,"words":0,"reviews":0,"duplicates":0,"skipped":0,"overLimit":0}'::jsonb`),
    // Notes read so far and in all (the progress bar), and the plan limit when words were left out.
    // processed commits in the same transaction as each batch's words and counts, so a run taking the
    // job up again resumes after the notes earlier runs committed instead of importing them again.
    processed: integer('processed').notNull().default(0),
    total: integer('total'),
    limitNote: jsonb('limit_note').$type<ImportLimitNote>(),
    message: text('message'),
    // The code of a failed job's reason (IMPORT_FILE_REFUSED, IMPORT_STRANDED, ...): pages say the codes
    // they know in the learner's language, `message` being the server's English. Null while open or done.
    messageCode: text('message_code'),
    attempts: integer('attempts').notNull().default(0),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    // When a worker on `stored_on` last showed it is alive (claiming, a batch, or waiting to get to the
    // job): a job no worker there has marked for a while is stranded, and another host ends it.
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index('import_job_due_idx').on(t.status, t.createdAt),
    check('import_job_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('import_job_format_check', sql`${t.format} in ('anki', 'csv', 'tsv', 'quizlet')`),
  ],
);
