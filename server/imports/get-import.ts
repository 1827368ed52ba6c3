import { and, eq } from 'drizzle-orm';
import type { ImportJob } from '~/core/imports/import-job';
import type { Db } from '~/server/db/client';
import { importJob } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { toImportJob } from './to-import-job';

/** One of the learner's imports; another learner's id is answered like a missing one. */
export async function getImport(db: Db, input: { userId: string; id: string }): Promise<ImportJob> {
  const [row] = await db
    .select()
    .from(importJob)
    .where(and(eq(importJob.userId, input.userId), eq(importJob.id, input.id)));
  if (!row) throw new AppError('IMPORT_NOT_FOUND', 'Import not found.', 404);
  return toImportJob(row);
}
