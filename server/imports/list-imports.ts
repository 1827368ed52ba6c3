import { desc, eq } from 'drizzle-orm';
import type { ImportJob } from '~/core/imports/import-job';
import type { Db } from '~/server/db/client';
import { importJob } from '~/server/db/schema';
import { toImportJob } from './to-import-job';

/** How many of a learner's imports the list answers: more than may be under way at once. */
export const RECENT_IMPORTS = 10;

/** The learner's latest imports, newest first: the screen finds one again after a reload. */
export async function listImports(db: Db, input: { userId: string }): Promise<ImportJob[]> {
  const rows = await db
    .select()
    .from(importJob)
    .where(eq(importJob.userId, input.userId))
    .orderBy(desc(importJob.createdAt), desc(importJob.id))
    .limit(RECENT_IMPORTS);
  return rows.map(toImportJob);
}
