// The browser's IndexedDB database for offline study: the answers not yet accepted by the server and
// the session being played (web/features/learner-study/lib/answer-queue.ts reads and writes them).
// Its schema lives here, in web/lib, because account deletion must wipe a learner's rows too, and
// shared code may not import a feature: one opener, so neither side creates the database with a
// schema the other does not expect.

export const STUDY_DB_NAME = 'vocably-study';
const STUDY_DB_VERSION = 1;

export function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function completed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
}

let database: Promise<IDBDatabase> | undefined;

export function openStudyDatabase(): Promise<IDBDatabase> {
  database ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(STUDY_DB_NAME, STUDY_DB_VERSION);
    request.onupgradeneeded = () => {
      const store = request.result;
      store.createObjectStore('pending', { keyPath: 'id' }).createIndex('byUser', 'userId');
      store.createObjectStore('runs', { keyPath: 'userId' });
    };
    request.onsuccess = () => {
      const open = request.result;
      // Another tab upgraded the database: let go so it can, and reopen on the next call.
      open.onversionchange = () => {
        open.close();
        database = undefined;
      };
      resolve(open);
    };
    request.onerror = () => {
      database = undefined;
      reject(request.error);
    };
  });
  return database;
}

/**
 * Removes the learner's waiting answers (their typed text included) and saved session from this
 * browser, in one transaction; other learners of the browser keep theirs. For a deleted account:
 * those answers can never be sent.
 */
export async function forgetStudyOnThisDevice(userId: string) {
  const tx = (await openStudyDatabase()).transaction(['pending', 'runs'], 'readwrite');
  const pending = tx.objectStore('pending');
  const answers = pending.index('byUser').getAllKeys(userId);
  answers.onsuccess = () => {
    for (const id of answers.result) pending.delete(id);
  };
  tx.objectStore('runs').delete(userId);
  await completed(tx);
}
