// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { answering, testStory } from '~/web/lib/test/test-words';
import { useCreateStory } from './create-story';
import { useDeleteStory } from './delete-story';

// The plan usage ("2 of 3 stories") is counted by the server: after a story is written or deleted the
// cached usage must not be shown as current (the home would say the old count for half a minute).

const story = testStory('story-1', {
  title: 'A day',
  text: 'Maya walked past the maison, the école and the pomme tree.',
  actualWordCount: 11,
  wordIds: ['w1', 'w2', 'w3'],
});

function withClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  client.setQueryData(accountKeys.limits, { stories: { used: 1 } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('story mutations and the plan usage', () => {
  it('writing a story marks the usage stale', async () => {
    vi.stubGlobal('fetch', answering(201, story).fetch);
    const { client, wrapper } = withClient();
    const { result } = renderHook(() => useCreateStory(), { wrapper });
    result.current.mutate({ wordIds: ['w1', 'w2', 'w3'], length: 'Very Short' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(accountKeys.limits)?.isInvalidated).toBe(true);
  });

  it('deleting a story marks the usage stale', async () => {
    vi.stubGlobal('fetch', answering(204, null).fetch);
    const { client, wrapper } = withClient();
    const { result } = renderHook(() => useDeleteStory(), { wrapper });
    result.current.mutate('story-1');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(accountKeys.limits)?.isInvalidated).toBe(true);
  });
});
