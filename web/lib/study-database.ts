// The browser's IndexedDB database for offline study: the answers not yet accepted by the server
// ('pending', by answer id) and the sessions being played ('savedRuns', by session id, so two tabs
// each keep their own; both with the learner's id for lookups). web/features/learner-study/lib/
// answer-queue.ts reads and writes them. Its schema lives here, in web/lib, because account deletion
// must wipe a learner's rows too, and shared code may not import a feature: one opener, so neither
// side creates the database with a schema the other does not expect.

export const STUDY_DB_NAME = 'vocably-study';
const STUDY_DB_VERSION = 2;

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
    request.onupgradeneeded = (event) => {
      const open = request.result;
      if (event.oldVersion < 1) {
        open.createObjectStore('pending', { keyPath: 'id' }).createIndex('byUser', 'userId');
      }
      if (event.oldVersion < 2) {
        open.createObjectStore('savedRuns', { keyPath: 'sessionId' }).createIndex('byUser', 'userId');
        if (open.objectStoreNames.contains('runs')) moveRunsToSessions(request.transaction!);
      }
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

type RunOfVersion1 = { userId: string; sessionId: string | null; queue: unknown[]; startedAt: string };

/**
 * Version 1 kept one session per learner ('runs', by learner id), which two tabs overwrote. Each
 * unfinished one moves under its session id; the old store goes. A saved session is only a
 * convenience, so one that cannot move is dropped rather than fail the upgrade (which would close
 * offline study, its waiting answers included, for good); 'pending' is not touched.
 */
function moveRunsToSessions(upgrade: IDBTransaction) {
  const old = upgrade.objectStore('runs').getAll();
  const dropOld = () => upgrade.db.deleteObjectStore('runs');
  old.onerror = (event) => {
    event.preventDefault();
    dropOld();
  };
  old.onsuccess = () => {
    const saved = upgrade.objectStore('savedRuns');
    for (const run of old.result as RunOfVersion1[]) {
      if (!run?.sessionId || !run.queue?.length) continue;
      try {
        const put = saved.put({ sessionId: run.sessionId, userId: run.userId, savedAt: run.startedAt, run });
        put.onerror = (event) => event.preventDefault();
      } catch {
        // A row the new store cannot key: dropped with the old store.
      }
    }
    dropOld();
  };
}

/**
 * Removes the learner's waiting answers (their typed text included) and saved sessions from this
 * browser, in one transaction; other learners of the browser keep theirs. For a deleted account:
 * those answers can never be sent.
 */
export async function forgetStudyOnThisDevice(userId: string) {
  const tx = (await openStudyDatabase()).transaction(['pending', 'savedRuns'], 'readwrite');
  for (const name of ['pending', 'savedRuns']) {
    const store = tx.objectStore(name);
    const keys = store.index('byUser').getAllKeys(userId);
    keys.onsuccess = () => {
      for (const key of keys.result) store.delete(key);
    };
  }
  await completed(tx);
}
