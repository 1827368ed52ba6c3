// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wordMessages } from '~/core/dictionary/word-constants';
import { testGlobalWord } from '~/web/lib/test/test-global-word';
import { useWordEditing } from './use-word-editing';

// Saving two editors one right after the other: the second save must carry the version the first
// one's answer gave, not the one the page read, or the server takes our own save for someone else's.

const word = testGlobalWord();

/** A server holding the word: a PATCH naming its current version is applied (version + 1), another is 409. */
function wordServer() {
  let stored = { ...word };
  const sentVersions: number[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body));
    sentVersions.push(body.version);
    // The answer comes later than the next click: both saves are under way at once.
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (body.version !== stored.version)
      return Response.json(
        { code: 'VERSION_CONFLICT', message: wordMessages.versionConflict },
        { status: 409 },
      );
    const field = url.split('/').pop() as 'synonyms' | 'variants';
    stored = { ...stored, [field]: body[field], version: stored.version + 1 };
    return Response.json(stored);
  };
  const someoneElseSaves = () => {
    stored = { ...stored, version: stored.version + 1 };
  };
  return { fetch, sentVersions, someoneElseSaves };
}

function renderEditing() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useWordEditing(word, async () => {}), { wrapper });
  act(() => {
    result.current.change('synonyms', word.synonyms, ['sprint']);
    result.current.change('variants', word.variants, ['runs']);
  });
  const saveBoth = () =>
    act(async () => {
      const first = result.current.save('synonyms', word.synonyms, (synonyms: string[]) => ({
        field: 'synonyms',
        body: { synonyms },
      }));
      const second = result.current.save('variants', word.variants, (variants: string[]) => ({
        field: 'variants',
        body: { variants },
      }));
      await Promise.all([first, second]);
    });
  return { result, saveBoth };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('two saves in a row', () => {
  it('sends the second with the version the first one answered, and both save', async () => {
    const server = wordServer();
    vi.stubGlobal('fetch', server.fetch);
    const { result, saveBoth } = renderEditing();

    await saveBoth();

    expect(server.sentVersions).toEqual([1, 2]);
    expect(result.current.conflict('synonyms')).toBe(null);
    expect(result.current.conflict('variants')).toBe(null);
    expect(result.current.anyDirty).toBe(false);
  });

  it('still reports a conflict when someone else saved the word in between', async () => {
    const server = wordServer();
    server.someoneElseSaves();
    vi.stubGlobal('fetch', server.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result, saveBoth } = renderEditing();

    await saveBoth();

    expect(result.current.conflict('synonyms')).toBe(wordMessages.versionConflict);
    expect(result.current.conflict('variants')).toBe(wordMessages.versionConflict);
    expect(result.current.dirty('synonyms')).toBe(true);
    expect(result.current.dirty('variants')).toBe(true);
  });
});
