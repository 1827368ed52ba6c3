import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { MAX_IMPORT_FILE_BYTES } from '~/core/imports/import-limits';
import { AppError } from '~/server/http/errors';
import { importsDirectory, removeImportFile } from './import-storage';

export type Upload = { filePath: string; fileName: string; bytes: number; fields: Record<string, string> };

const tooLarge = () =>
  new AppError(
    'FILE_TOO_LARGE',
    `The file is larger than ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB, the most an import takes. Export fewer decks at a time, or without media.`,
    413,
  );

const sendMultipart = 'Send the file as multipart/form-data with a "file" field.';

// busboy throws, synchronously, on a content type it cannot parse (no boundary, an empty one,
// "multipart/form-dataX"): that is the client's request, not our failure, so it is a 400.
function multipartParser(contentType: string) {
  try {
    return busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fields: 10, fieldSize: 20_000, fileSize: MAX_IMPORT_FILE_BYTES, parts: 12 },
    });
  } catch {
    throw new AppError('VALIDATION_ERROR', sendMultipart, 400);
  }
}

/**
 * A multipart upload (one `file` and a few text fields) streamed to a file under DATA_DIR/imports, so a
 * 100 MB deck never sits in memory; refused past the import size limit, with nothing kept.
 */
export async function receiveUpload(request: Request, dataDir: string): Promise<Upload> {
  const contentType = request.headers.get('content-type') ?? '';
  // Another media type (JSON, a bare file) is refused as the JSON routes refuse theirs (errors.ts).
  if (!contentType.startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', sendMultipart, 415);
  }
  if (!request.body) throw new AppError('VALIDATION_ERROR', sendMultipart, 400);
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_IMPORT_FILE_BYTES + 1024 * 1024) throw tooLarge();

  const filePath = path.join(await importsDirectory(dataDir), `${randomUUID()}.upload`);
  const fields: Record<string, string> = {};
  let fileName: string | null = null;
  let bytes = 0;
  let truncated = false;
  let fileWritten: Promise<void> = Promise.resolve();

  const parser = multipartParser(contentType);
  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== 'file' || fileName !== null) {
      stream.resume();
      return;
    }
    fileName = path.basename(info.filename || 'upload').slice(0, 200);
    stream.on('limit', () => {
      truncated = true;
    });
    fileWritten = pipeline(stream, createWriteStream(filePath));
  });

  try {
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), parser);
    await fileWritten;
  } catch (error) {
    // The file's own write fails with the request (a connection cut mid-body): awaited here, so its
    // failure is not left unhandled (which ends the process) and the file is closed before it goes.
    await fileWritten.catch(() => {});
    await removeImportFile(filePath);
    if (truncated) throw tooLarge();
    throw new AppError('VALIDATION_ERROR', `The upload could not be read: ${(error as Error).message}.`, 400);
  }
  if (truncated) {
    await removeImportFile(filePath);
    throw tooLarge();
  }
  if (fileName !== null) bytes = (await stat(filePath)).size;
  if (fileName === null || bytes === 0) {
    await removeImportFile(filePath);
    throw new AppError('VALIDATION_ERROR', 'file: choose a file to import.', 400);
  }
  return { filePath, fileName, bytes, fields };
}
