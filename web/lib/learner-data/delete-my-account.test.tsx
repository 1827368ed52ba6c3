// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastLearner, rememberLearner } from '~/web/lib/last-learner';
import { completed, openStudyDatabase, settled } from '~/web/lib/study-database';

vi.mock('~/web/lib/api-client', () => ({ apiClient: { delete: vi.fn(async () => undefined) } }));
const { useDeleteMyAccount } = await import('./delete-my-account');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** What offline study leaves in the browser for a learner: an answer waiting, with its typed text, and a session in each of two tabs. */
async function studiedOffline(userId: string) {
  const tx = (await openStudyDatabase()).transaction(['pending', 'savedRuns'], 'readwrite');
  tx.objectStore('pending').put({ id: `answer-of-${userId}`, userId, review: { typed: 'bonjour' } });
  for (const tab of ['tab-1', 'tab-2']) {
    const sessionId = `${tab}-of-${userId}`;
    tx.objectStore('savedRuns').put({
      sessionId,
      userId,
      savedAt: '',
      run: { queue: [{ word: 'bonjour' }] },
    });
  }
  await completed(tx);
}

async function studyKeptFor(userId: string) {
  const tx = (await openStudyDatabase()).transaction(['pending', 'savedRuns']);
  const [answers, sessions] = await Promise.all([
    settled(tx.objectStore('pending').index('byUser').count(userId)),
    settled(tx.objectStore('savedRuns').index('byUser').count(userId)),
  ]);
  return { answers, sessions };
}

function deleteAs(userId: string) {
  rememberLearner(userId);
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useDeleteMyAccount(), { wrapper });
  return act(() => result.current.mutateAsync('secret'));
}

describe('useDeleteMyAccount', () => {
  it("removes the deleted learner's offline study from the browser, and only theirs", async () => {
    await studiedOffline('ann');
    await studiedOffline('bob');
    await deleteAs('ann');
    expect(await studyKeptFor('ann')).toEqual({ answers: 0, sessions: 0 });
    expect(await studyKeptFor('bob')).toEqual({ answers: 1, sessions: 2 });
    expect(lastLearner()).toBeNull();
  });

  it('reports the deletion as done when the browser cannot remove the study, and logs why', async () => {
    await studiedOffline('cid');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(() => {
      throw new DOMException('The database connection is closing.', 'InvalidStateError');
    });
    await expect(deleteAs('cid')).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('could not be removed'),
      expect.any(DOMException),
    );
    expect(lastLearner()).toBeNull();
  });
});
