import type { ImportPreview } from '~/core/imports/import-preview';
import { defaultStudySettings } from '~/core/study/study-settings';
import { AppError } from '~/server/http/errors';
import { detectFormat } from './detect-format';
import { ImportFileError } from './import-error';
import { removeImportFile } from './import-storage';
import { FILE_REFUSED_CODE } from './job-failures';
import { importFields } from './queue-import';
import { previewImportFile, type ReaderOptions } from './read-import-file';
import type { Upload } from './receive-upload';
import { refuseSpreadsheet } from './refuse-spreadsheet';

/** What an uploaded file holds (note types and their first notes, or a list's first rows); the file is not kept. */
export async function previewImport(
  upload: Upload,
  now: Date,
  reader: ReaderOptions = {},
): Promise<ImportPreview> {
  try {
    const fields = importFields(upload);
    await refuseSpreadsheet(upload);
    return await previewImportFile(
      {
        path: upload.filePath,
        format: await detectFormat(upload.filePath, upload.fileName, fields.format),
        mapping: fields.mapping ?? {},
        jobId: 'preview',
        learner: { ...defaultStudySettings, parameters: null },
        now: now.toISOString(),
      },
      reader,
    );
  } catch (error) {
    if (error instanceof ImportFileError)
      throw new AppError(error.code ?? FILE_REFUSED_CODE, error.message, 422);
    throw error;
  } finally {
    await removeImportFile(upload.filePath);
  }
}
