import { parentPort, workerData } from 'node:worker_threads';
import { type FitRequest, fitParameters } from './fit-parameters';

// The FSRS optimizer's training is seconds of CPU: it runs here, never on the server's event loop.
fitParameters(workerData as FitRequest).then(
  (result) => parentPort!.postMessage({ ok: true, result }),
  (error: unknown) =>
    parentPort!.postMessage({ ok: false, message: String((error as Error)?.message ?? error) }),
);
