import type { ReviewSubmission } from '~/core/study/review';
import { completed, openStudyDatabase, settled } from '~/web/lib/study-database';
import { isFinished, type StudyRun } from './study-run';
import { setTabSession, tabSession } from './tab-session';

// The device's side of offline study, in IndexedDB: answers not yet accepted by the server (with
// their client ids and original times, so a resend is harmless and keeps its place in time) and the
// sessions being played, each under its own session id (two tabs, two sessions, neither overwrites
// the other). Both survive a reload and a closed tab; nothing leaves until the server answers.
// Plain IndexedDB, a few promises around its requests: no wrapper library in the study screen's
// first load (docs/performance.md §6). The database itself (schema, upgrades) is ~/web/lib/study-database.

type PendingReview = { id: string; userId: string; review: ReviewSubmission; queuedAt: string };
type Store = 'pending' | 'savedRuns';
/** A session as kept: the learner's id to find their sessions, the time of its last save to find the latest. */
type SavedRun = { sessionId: string; userId: string; savedAt: string; run: StudyRun };

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
  const tx = (await openStudyDatabase()).transaction(['pending', 'savedRuns'], 'readwrite');
  const row: PendingReview = { id: review.id, userId, review, queuedAt: new Date().toISOString() };
  tx.objectStore('pending').put(row);
  const saved = run && savedRun(run);
  if (saved) tx.objectStore('savedRuns').put(saved);
  await completed(tx);
  if (saved) setTabSession(saved.sessionId);
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

/**
 * The run as kept, under its session id. A run without one (the server gives one to every session
 * with cards) could not be told from another, so it is not kept: a reload cannot resume it.
 */
function savedRun(run: StudyRun): SavedRun | undefined {
  if (!run.sessionId) return undefined;
  return { sessionId: run.sessionId, userId: run.userId, savedAt: new Date().toISOString(), run };
}

export async function saveRun(run: StudyRun) {
  const saved = savedRun(run);
  if (!saved) return;
  await single('savedRuns', 'readwrite', (store) => store.put(saved));
  setTabSession(saved.sessionId);
}

/**
 * The session to resume: this tab's own when it has one still unfinished (a reload), otherwise the
 * learner's most recently played unfinished one (a new tab, or the browser reopened).
 */
export async function loadRun(userId: string): Promise<StudyRun | undefined> {
  const rows = (await single('savedRuns', 'readonly', (store) =>
    store.index('byUser').getAll(userId),
  )) as SavedRun[];
  const unfinished = rows.filter((row) => !isFinished(row.run));
  const own = unfinished.find((row) => row.sessionId === tabSession());
  const latest = unfinished.sort((a, b) => b.savedAt.localeCompare(a.savedAt))[0];
  return (own ?? latest)?.run;
}

/** This run ended (finished, or ended early): its saved copy goes; the learner's other sessions stay. */
export async function clearSavedRun(run: Pick<StudyRun, 'sessionId'>) {
  const { sessionId } = run;
  if (!sessionId) return;
  await single('savedRuns', 'readwrite', (store) => store.delete(sessionId));
  if (tabSession() === sessionId) setTabSession(null);
}

/** Drops the session loadRun offers (the learner chose not to resume it). */
export async function clearRun(userId: string) {
  const offered = await loadRun(userId);
  if (offered) await clearSavedRun(offered);
}
