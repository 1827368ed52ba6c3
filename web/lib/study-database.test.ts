import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  completed,
  forgetStudyOnThisDevice,
  openStudyDatabase,
  STUDY_DB_NAME,
  settled,
} from './study-database';

const run = (userId: string, sessionId: string | null, queue: unknown[] = [{ cardId: 'c1' }]) => ({
  userId,
  sessionId,
  params: { scope: 'due', studySetId: null, method: 'flashcards', direction: 'recall' },
  queue,
  answers: [],
  startedAt: '2026-11-23T10:00:00.000Z',
});

/** The database as version 1 of the app left it: one saved session per learner, under their id. */
function versionOne(fill: (tx: IDBTransaction) => void) {
  return new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(STUDY_DB_NAME, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore('pending', { keyPath: 'id' }).createIndex('byUser', 'userId');
      db.createObjectStore('runs', { keyPath: 'userId' });
      fill(request.transaction!);
    };
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

async function all(store: string) {
  const tx = (await openStudyDatabase()).transaction(store);
  return settled(tx.objectStore(store).getAll());
}

describe('the study database', () => {
  // One test file, one fake browser: the upgrade runs first, then the wipe works on version 2.
  it('upgrades from one session per learner to one per session, keeping every waiting answer', async () => {
    await versionOne((tx) => {
      const pending = tx.objectStore('pending');
      for (const id of ['a1', 'a2', 'b1']) {
        pending.put({ id, userId: id.startsWith('a') ? 'ann' : 'bob', review: { id }, queuedAt: '' });
      }
      const runs = tx.objectStore('runs');
      runs.put(run('ann', 'session-of-ann'));
      runs.put(run('bob', null)); // no session id: nothing to key it by
      runs.put(run('cid', 'session-of-cid', [])); // finished: nothing to resume
    });

    const db = await openStudyDatabase();
    expect(db.version).toBe(2);
    expect([...db.objectStoreNames].sort()).toEqual(['pending', 'savedRuns']);
    expect((await all('pending')).map((row) => row.id).sort()).toEqual(['a1', 'a2', 'b1']);
    expect(await all('savedRuns')).toEqual([
      {
        sessionId: 'session-of-ann',
        userId: 'ann',
        savedAt: '2026-11-23T10:00:00.000Z',
        run: run('ann', 'session-of-ann'),
      },
    ]);
  });

  it("forgets one learner's waiting answers and saved sessions, and keeps the others'", async () => {
    const tx = (await openStudyDatabase()).transaction(['pending', 'savedRuns'], 'readwrite');
    tx.objectStore('savedRuns').put({ sessionId: 'second-of-ann', userId: 'ann', savedAt: '', run: {} });
    tx.objectStore('savedRuns').put({ sessionId: 'session-of-bob', userId: 'bob', savedAt: '', run: {} });
    await completed(tx);

    await forgetStudyOnThisDevice('ann');
    expect((await all('pending')).map((row) => row.id)).toEqual(['b1']);
    expect((await all('savedRuns')).map((row) => row.sessionId)).toEqual(['session-of-bob']);
  });
});
