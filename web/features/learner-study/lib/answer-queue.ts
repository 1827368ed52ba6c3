import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { ReviewSubmission } from '~/core/study/review';
import type { StudyRun } from './study-run';

// The device's side of offline study, in IndexedDB: answers not yet accepted by the server (with
// their client ids and original times, so a resend is harmless and keeps its place in time) and the
// session being played. Both survive a reload and a closed tab; nothing leaves until the server answers.

type PendingReview = { id: string; userId: string; review: ReviewSubmission; queuedAt: string };

interface StudyDb extends DBSchema {
  pending: { key: string; value: PendingReview; indexes: { byUser: string } };
  runs: { key: string; value: StudyRun };
}

const DB_NAME = 'vocably-study';
let database: Promise<IDBPDatabase<StudyDb>> | undefined;

function db() {
  database ??= openDB<StudyDb>(DB_NAME, 1, {
    upgrade(store) {
      store.createObjectStore('pending', { keyPath: 'id' }).createIndex('byUser', 'userId');
      store.createObjectStore('runs', { keyPath: 'userId' });
    },
    // Another tab upgraded the database: let go so it can, and reopen on the next call.
    blocking() {
      void database?.then((open) => open.close());
      database = undefined;
    },
  });
  return database;
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
  await Promise.all([
    tx.objectStore('pending').put({ id: review.id, userId, review, queuedAt: new Date().toISOString() }),
    run ? tx.objectStore('runs').put(run) : undefined,
    tx.done,
  ]);
  changed();
}

/** The learner's waiting answers, oldest answer first (the order the server applies them in). */
export async function pendingReviews(userId: string): Promise<ReviewSubmission[]> {
  const rows = await (await db()).getAllFromIndex('pending', 'byUser', userId);
  return rows
    .map((row) => row.review)
    .sort((a, b) => (a.reviewedAt ?? '').localeCompare(b.reviewedAt ?? '') || a.id.localeCompare(b.id));
}

export async function countPending(userId: string): Promise<number> {
  return (await db()).countFromIndex('pending', 'byUser', userId);
}

export async function removeReviews(ids: readonly string[]) {
  if (ids.length === 0) return;
  const tx = (await db()).transaction('pending', 'readwrite');
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
  changed();
}

export async function saveRun(run: StudyRun) {
  await (await db()).put('runs', run);
}

export async function loadRun(userId: string): Promise<StudyRun | undefined> {
  return (await db()).get('runs', userId);
}

export async function clearRun(userId: string) {
  await (await db()).delete('runs', userId);
}
