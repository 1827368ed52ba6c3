import { and, count, eq, inArray } from 'drizzle-orm';
import { type ImportJob, importFormFieldsSchema } from '~/core/imports/import-job';
import type { Db, Tx } from '~/server/db/client';
import { importJob } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { validationMessage } from '~/server/http/openapi-kit';
import { lockLearnerProfile } from '~/server/profile/learner-profile-row';
import { detectFormat } from './detect-format';
import { removeImportFile, thisHost } from './import-storage';
import type { Upload } from './receive-upload';
import { toImportJob } from './to-import-job';

/** Imports a learner may have waiting or running at once. */
export const MAX_OPEN_IMPORTS = 3;

/** The refusal when a learner has as many imports under way as they may. */
export const importsBusy = () =>
  new AppError(
    'IMPORTS_BUSY',
    `You have ${MAX_OPEN_IMPORTS} imports under way; wait for one to finish.`,
    409,
  );

const openImports = (db: Db | Tx, userId: string) =>
  db
    .select({ n: count() })
    .from(importJob)
    .where(and(eq(importJob.userId, userId), inArray(importJob.status, ['queued', 'running'])));

/**
 * Refuses (IMPORTS_BUSY) a learner whose imports under way are already at the limit, before their
 * upload is received: counted without the lock, so it can let through an upload that queueImport's
 * count then refuses, but never refuses one that had room.
 */
export async function refuseWhenImportsBusy(db: Db, userId: string): Promise<void> {
  const [open] = await openImports(db, userId);
  if ((open?.n ?? 0) >= MAX_OPEN_IMPORTS) throw importsBusy();
}

/** The upload's text fields, checked (400 with the first problem). */
export function importFields(upload: Upload) {
  const parsed = importFormFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', validationMessage(parsed.error.issues), 400);
  return parsed.data;
}

/**
 * Records an uploaded file as a queued import for this server's import worker; the words land when
 * it has run. The words' language: the one chosen, else the learner's target language, else English.
 */
export async function queueImport(
  db: Db,
  input: { userId: string; upload: Upload; now: Date },
): Promise<ImportJob> {
  const { userId, upload, now } = input;
  try {
    const fields = importFields(upload);
    const format = await detectFormat(upload.filePath, upload.fileName, fields.format);
    // Counted and recorded under the learner's profile lock, as every learner change: two uploads at
    // once cannot both see room for one more.
    const row = await db.transaction(async (tx) => {
      const profile = await lockLearnerProfile(tx, userId, now);
      const [open] = await openImports(tx, userId);
      if ((open?.n ?? 0) >= MAX_OPEN_IMPORTS) throw importsBusy();
      const [inserted] = await tx
        .insert(importJob)
        .values({
          userId,
          format,
          fileName: upload.fileName,
          fileBytes: upload.bytes,
          filePath: upload.filePath,
          storedOn: thisHost(),
          languageCode: fields.language ?? profile.targetLanguageCode ?? 'en',
          mapping: fields.mapping ?? {},
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return inserted!;
    });
    return toImportJob(row);
  } catch (error) {
    await removeImportFile(upload.filePath);
    throw error;
  }
}
