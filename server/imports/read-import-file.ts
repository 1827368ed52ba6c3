import type { ImportPreview } from '~/core/imports/import-preview';
import { startTypeScriptWorker } from '~/server/workers/start-typescript-worker';
import { ImportFileError } from './import-error';
import type { ImportItem, ReaderMessage, ReaderRequest } from './import-item';

// The reader thread's heap is capped, so a hostile file that slips past the size checks fails its
// own thread, never the server (sql.js keeps the database itself outside the heap, bounded by
// MAX_COLLECTION_BYTES).
const READER_HEAP_MB = 192;
// And its time: a file whose reading never ends (a query that loops in SQLite uses neither heap nor
// rows) is stopped, so it cannot hold a preview slot, or the import worker, for as long as the server
// runs. A real deck of the most notes an import takes is read in seconds; a preview must be read within
// the limit, an import answer each batch within it (the job's own writes do not count).
export const READER_TIME_LIMIT_MS = 60_000;

export type ReaderOptions = {
  timeLimitMs?: number;
  /** The reader thread's module; tests swap in one that never answers. */
  reader?: URL;
};

export type ReadBatch = { items: ImportItem[]; notes: number; skipped: number };

function startReader(request: ReaderRequest, options: ReaderOptions) {
  return startTypeScriptWorker(
    options.reader ?? new URL('./read-import.worker.ts', import.meta.url),
    request,
    {
      maxOldGenerationSizeMb: READER_HEAP_MB,
    },
  );
}

const tooSlow = (limitMs: number) =>
  new ImportFileError(
    `Reading this file took longer than ${limitMs / 1000} seconds, the most an import may take, so it was stopped.`,
  );

/** A reader failure as the learner reads it: our message for a refused file, a plain one otherwise. */
function failure(message: Extract<ReaderMessage, { type: 'failed' }>) {
  return message.known
    ? new ImportFileError(message.message, message.code)
    : new Error(`The file could not be read: ${message.message}`);
}

/**
 * The file's items, a batch at a time, read in a worker thread; `onTotal` hears how many notes there
 * are when the file says (lists do not). Ending the loop early stops the thread.
 */
export async function* readImportFile(
  request: Omit<ReaderRequest, 'mode'>,
  onTotal: (total: number | null) => Promise<void>,
  options: ReaderOptions = {},
): AsyncGenerator<ReadBatch> {
  const limitMs = options.timeLimitMs ?? READER_TIME_LIMIT_MS;
  const worker = startReader({ ...request, mode: 'import' }, options);
  const inbox: (ReaderMessage | Error)[] = [];
  let wake: (() => void) | undefined;
  const push = (message: ReaderMessage | Error) => {
    inbox.push(message);
    wake?.();
  };
  worker.on('message', push);
  worker.on('error', (error) =>
    push(
      error.message.includes('memory')
        ? new ImportFileError('This file needs more memory to read than an import may use.')
        : error,
    ),
  );
  worker.on('exit', (code) =>
    push(code === 0 ? { type: 'done' } : new Error(`The reader stopped (exit code ${code}).`)),
  );
  try {
    while (true) {
      // Only the reader's time counts: the clock runs while the job waits for its next message.
      if (inbox.length === 0)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => push(tooSlow(limitMs)), limitMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      const message = inbox.shift()!;
      if (message instanceof Error) throw message;
      if (message.type === 'failed') throw failure(message);
      if (message.type === 'done') return;
      if (message.type === 'total') await onTotal(message.total);
      if (message.type === 'batch') {
        yield { items: message.items, notes: message.notes, skipped: message.skipped };
        worker.postMessage('next');
      }
    }
  } finally {
    await worker.terminate();
  }
}

/** What the file holds (note types and first rows), read in a worker thread. */
export async function previewImportFile(
  request: Omit<ReaderRequest, 'mode'>,
  options: ReaderOptions = {},
): Promise<ImportPreview> {
  const limitMs = options.timeLimitMs ?? READER_TIME_LIMIT_MS;
  const worker = startReader({ ...request, mode: 'preview' }, options);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<ImportPreview>((resolve, reject) => {
      timer = setTimeout(() => reject(tooSlow(limitMs)), limitMs);
      worker.on('message', (message: ReaderMessage) => {
        if (message.type === 'preview') resolve(message.preview);
        if (message.type === 'failed') reject(failure(message));
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`The reader stopped (exit code ${code}).`)));
    });
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}
