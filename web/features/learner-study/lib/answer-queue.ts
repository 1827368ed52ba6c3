import type { ReviewSubmission } from '~/core/study/review';
import { completed, openStudyDatabase, settled } from '~/web/lib/study-database';
import type { StudyRun } from './study-run';

// The device's side of offline study, in IndexedDB: answers not yet accepted by the server (with
// their client ids and original times, so a resend is harmless and keeps its place in time) and the
// session being played. Both survive a reload and a closed tab; nothing leaves until the server answers.
// Plain IndexedDB, a few promises around its requests: no wrapper library in the study screen's
// first load (docs/performance.md §6). The database itself (schema, upgrades) is ~/web/lib/study-database.

type PendingReview = { id: string; userId: string; review: ReviewSubmission; queuedAt: string };
type Store = 'pending' | 'runs';

/** One request in its own transaction, resolved once the transaction has committed. */
async function single<T>(
  store: Store,
  mode: IDBTransactionMode,
  call: (store: IDBObjectStore) => IDBRequest<T>,
) {
  const tx = (await openStudyDatabase()).transaction(store, mode);
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
  const tx = (await openStudyDatabase()).transaction(['pending', 'runs'], 'readwrite');
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
  const tx = (await openStudyDatabase()).transaction('pending', 'readwrite');
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
