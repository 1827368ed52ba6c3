import { parentPort, workerData } from 'node:worker_threads';
import { openAnkiDeck, previewAnkiDeck, readAnkiDeck } from './anki/read-anki-deck';
import { ImportFileError } from './import-error';
import type { ReaderMessage, ReaderRequest } from './import-item';
import { previewWordList, readWordList } from './lists/read-word-list';

// The reading half of an import, in its own thread: unzipping, inflating, SQLite and the replay of
// every card's history are CPU work that would otherwise stall the server's requests. Batches go to the
// job one at a time: the next is read only when the job asks for it, so memory holds one batch.

const port = parentPort!;
const request = workerData as ReaderRequest;
const send = (message: ReaderMessage) => port.postMessage(message);
const asked = () => new Promise<void>((resolve) => port.once('message', () => resolve()));

async function run() {
  const now = new Date(request.now);
  if (request.mode === 'preview') {
    send({
      type: 'preview',
      preview:
        request.format === 'anki'
          ? await previewAnkiDeck(request.path)
          : await previewWordList(request.path, request.format, request.mapping),
    });
    return;
  }
  if (request.format === 'anki') {
    const { collection } = await openAnkiDeck(request.path);
    try {
      send({ type: 'total', total: collection.countNotes() });
      for await (const batch of readAnkiDeck(collection, { ...request, now })) {
        send({ type: 'batch', ...batch });
        await asked();
      }
    } finally {
      collection.close();
    }
  } else {
    send({ type: 'total', total: null });
    for await (const batch of readWordList(request.path, { ...request, now })) {
      send({ type: 'batch', ...batch });
      await asked();
    }
  }
  send({ type: 'done' });
}

run().catch((error: unknown) => {
  const known = error instanceof ImportFileError;
  send(
    known
      ? { type: 'failed', known, message: error.message, code: error.code }
      : { type: 'failed', known, message: String((error as Error)?.stack ?? error) },
  );
});
