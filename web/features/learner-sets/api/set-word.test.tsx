// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyStudySetDetail } from '~/core/sets/study-set';
import { setsKeys } from '~/web/lib/learner-data/sets-keys';
import { testWord } from '~/web/lib/test/test-words';
import { useSetWordInSet } from './set-word';

const set: MyStudySetDetail = {
  id: 's1',
  name: 'Home',
  description: null,
  itemCount: 1,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  wordIds: ['w1'],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('putting words in a set in quick succession', () => {
  it('an earlier answer arriving last does not take out the word a later one put in', async () => {
    // Each request answers when the test says, with the set as the server had it then.
    const answers = new Map<string, (set: MyStudySetDetail) => void>();
    vi.stubGlobal(
      'fetch',
      (url: string) =>
        new Promise<Response>((resolve) => {
          answers.set(url.split('/').at(-1)!, (body) =>
            resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })),
          );
        }),
    );
    const client = new QueryClient();
    client.setQueryData(setsKeys.detail('s1'), set);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSetWordInSet(), { wrapper });
    const first = result.current.mutateAsync({ setId: 's1', word: testWord('w2', 'école'), inSet: true });
    const second = result.current.mutateAsync({ setId: 's1', word: testWord('w3', 'pomme'), inSet: true });
    await vi.waitFor(() => expect(answers.size).toBe(2));
    answers.get('w3')!({ ...set, itemCount: 2, wordIds: ['w1', 'w3'] });
    await second;
    // The first request ran before the second reached the server: its set lacks w3.
    answers.get('w2')!({ ...set, itemCount: 2, wordIds: ['w1', 'w2'] });
    await first;
    const cached = client.getQueryData<MyStudySetDetail>(setsKeys.detail('s1'));
    expect(cached?.wordIds.sort()).toEqual(['w1', 'w2', 'w3']);
    expect(cached?.itemCount).toBe(3);
  });
});
