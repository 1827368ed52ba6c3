// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressKey } from '~/web/lib/learner-data/get-progress';
import { answering } from '~/web/lib/test/test-words';
import { useAddCollection } from './add-collection';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adding a collection', () => {
  it('marks the progress figures stale: a hundred new words change the totals and today’s new words', async () => {
    vi.stubGlobal(
      'fetch',
      answering(201, {
        collectionId: 'first-100',
        studySetId: 'set-1',
        newSet: true,
        added: 100,
        alreadyHad: 0,
        notAdded: 0,
        limit: null,
      }).fetch,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    client.setQueryData(progressKey, { words: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAddCollection(), { wrapper });
    result.current.mutate({ id: 'first-100', locale: 'en' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(progressKey)?.isInvalidated).toBe(true);
  });
});
