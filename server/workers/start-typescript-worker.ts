import { type ResourceLimits, Worker } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module (the server runs through tsx; a thread starts without
 * its parent's loaders, so typescript-worker.mjs registers tsx first). CPU work there (reading an
 * import, fitting FSRS parameters) leaves the server's event loop free for requests.
 */
export function startTypeScriptWorker(entry: URL, data: object, resourceLimits?: ResourceLimits) {
  return new Worker(new URL('./typescript-worker.mjs', import.meta.url), {
    workerData: { ...data, entry: entry.href },
    resourceLimits,
  });
}
