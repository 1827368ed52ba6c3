import type { ReviewSubmission } from '~/core/study/review';
import type { StudyRun } from './study-run';

// The device's side of offline study, in IndexedDB: answers not yet accepted by the server (with
// their client ids and original times, so a resend is harmless and keeps its place in time) and the
// session being played. Both survive a reload and a closed tab; nothing leaves until the server answers.
// Plain IndexedDB, a few promises around its requests: no wrapper library in the study screen's
// first load (docs/performance.md §6).

type PendingReview = { id: string; userId: string; review: ReviewSubmission; queuedAt: string };
type Store = 'pending' | 'runs';

const DB_NAME = 'vocably-study';
let database: Promise<IDBDatabase> | undefined;

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function completed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
}

function db() {
  database ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
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

/** One request in its own transaction, resolved once the transaction has committed. */
async function single<T>(
  store: Store,
  mode: IDBTransactionMode,
  call: (store: IDBObjectStore) => IDBRequest<T>,
) {
  const tx = (await db()).transaction(store, mode);
  const [result] = await Promise.all([settled(call(tx.objectStore(store))), completed(tx)]);
  return result;
}

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Called whenever the pending answers change (for the sync indicator). */
export function onQueueChange(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the answer, together with the run it moved on, in one transaction: both or neither. */
export async function enqueueAnswer(userId: string, review: ReviewSubmission, run?: StudyRun) {
  const tx = (await db()).transaction(['pending', 'runs'], 'readwrite');
  const row: PendingReview = { id: review.id, userId, review, queuedAt: new Date().toISOString() };
  tx.objectStore('pending').put(row);
  if (run) tx.objectStore('runs').put(run);
  await completed(tx);
  changed();
}

/** The learner's waiting answers, oldest answer first (the order the server applies them in). */
export async function pendingReviews(userId: string): Promise<ReviewSubmission[]> {
  const rows = (await single('pending', 'readonly', (store) =>
    store.index('byUser').getAll(userId),
  )) as PendingReview[];
  return rows
    .map((row) => row.review)
    .sort((a, b) => (a.reviewedAt ?? '').localeCompare(b.reviewedAt ?? '') || a.id.localeCompare(b.id));
}

export async function countPending(userId: string): Promise<number> {
  return single('pending', 'readonly', (store) => store.index('byUser').count(userId));
}

export async function removeReviews(ids: readonly string[]) {
  if (ids.length === 0) return;
  const tx = (await db()).transaction('pending', 'readwrite');
  const store = tx.objectStore('pending');
  for (const id of ids) store.delete(id);
  await completed(tx);
  changed();
}

export async function saveRun(run: StudyRun) {
  await single('runs', 'readwrite', (store) => store.put(run));
}

export async function loadRun(userId: string): Promise<StudyRun | undefined> {
  return single('runs', 'readonly', (store) => store.get(userId) as IDBRequest<StudyRun | undefined>);
}

export async function clearRun(userId: string) {
  await single('runs', 'readwrite', (store) => store.delete(userId));
}
