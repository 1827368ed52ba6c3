import { open } from 'node:fs/promises';
import { isSpreadsheet, SNIFF_BYTES } from '~/core/imports/spreadsheet-file';
import { AppError } from '~/server/http/errors';
import { removeImportFile } from './import-storage';
import type { Upload } from './receive-upload';

export const spreadsheetRefusal =
  'This is a spreadsheet workbook, which cannot be imported: save it from Excel as CSV UTF-8 and import that file.';

/**
 * Refuses (and removes) an uploaded spreadsheet workbook with the way to import it, before it is
 * read as an Anki package (an .xlsx is a zip too) and called damaged.
 */
export async function refuseSpreadsheet(upload: Upload): Promise<void> {
  const handle = await open(upload.filePath, 'r');
  let spreadsheet: boolean;
  try {
    const head = new Uint8Array(Math.min(SNIFF_BYTES, upload.bytes));
    const tail = new Uint8Array(Math.min(SNIFF_BYTES, upload.bytes));
    await handle.read(head, 0, head.length, 0);
    await handle.read(tail, 0, tail.length, upload.bytes - tail.length);
    spreadsheet = isSpreadsheet(upload.fileName, head, tail);
  } finally {
    await handle.close();
  }
  if (!spreadsheet) return;
  await removeImportFile(upload.filePath);
  throw new AppError('IMPORT_SPREADSHEET', spreadsheetRefusal, 422);
}
