// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressKey } from '~/web/lib/learner-data/get-progress';
import { answering, testWord } from '~/web/lib/test/test-words';
import { useAddWord } from './add-word';
import { useRemoveWord } from './remove-word';

// Adding or removing a word changes the server's progress figures (words by status, today's new
// words, the home's total): the cached progress must not be shown as current afterwards.

function withClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  client.setQueryData(progressKey, { words: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('word mutations and the progress figures', () => {
  it('adding a word marks the progress stale', async () => {
    vi.stubGlobal('fetch', answering(201, testWord('w1', 'maison')).fetch);
    const { client, wrapper } = withClient();
    const { result } = renderHook(() => useAddWord(), { wrapper });
    expect(client.getQueryState(progressKey)?.isInvalidated).toBe(false);
    result.current.mutate({
      custom: true,
      value: 'maison',
      languageCode: 'fr',
      translations: { en: ['house'] },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(progressKey)?.isInvalidated).toBe(true);
  });

  it('removing a word marks the progress stale', async () => {
    vi.stubGlobal('fetch', answering(204, null).fetch);
    const { client, wrapper } = withClient();
    const { result } = renderHook(() => useRemoveWord(), { wrapper });
    result.current.mutate('w1');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(progressKey)?.isInvalidated).toBe(true);
  });
});
