// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GlobalWord } from '~/core/dictionary/global-word';
import { wordMessages } from '~/core/dictionary/word-constants';
import { testGlobalWord } from '~/web/lib/test/test-global-word';
import { toast } from '~/web/lib/toast';
import { KEPT_AFTER_CONFLICT, NOT_RELOADED_AFTER_CONFLICT, useWordEditing } from './use-word-editing';

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
  const someoneElseSaves = (change: Partial<GlobalWord> = {}) => {
    stored = { ...stored, ...change, version: stored.version + 1 };
  };
  return { fetch, sentVersions, someoneElseSaves, current: () => stored };
}

function renderEditing() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useWordEditing(word, async () => true), { wrapper });
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
    expect(result.current.conflict('synonyms', ['sprint'])).toBe(null);
    expect(result.current.conflict('variants', ['runs'])).toBe(null);
    expect(result.current.anyDirty).toBe(false);
  });

  it('still refuses both when someone else saved the word in between, keeping both drafts', async () => {
    const server = wordServer();
    server.someoneElseSaves();
    vi.stubGlobal('fetch', server.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result, saveBoth } = renderEditing();

    await saveBoth();

    expect(server.current().synonyms).toEqual(word.synonyms);
    expect(server.current().variants).toEqual(word.variants);
    expect(result.current.dirty('synonyms')).toBe(true);
    expect(result.current.dirty('variants')).toBe(true);
  });
});

// Two editors on one word: the version is the whole word's, so another editor's save of any part
// refuses this page's next save. The page reloads the word at once; only when the other editor
// changed this editor's own part is it a conflict (whose Reload replaces the draft).
describe('a save refused because someone else saved first', () => {
  function renderReloading(server: ReturnType<typeof wordServer>) {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const view = renderHook(({ shown }) => useWordEditing(shown, reload), {
      wrapper,
      initialProps: { shown: word },
    });
    // As the page's reload does: the word comes back from the server as it is now.
    async function reload() {
      view.rerender({ shown: server.current() });
      // As a refetch does, the word comes back after a turn of the event loop, rendered by then.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return true;
    }
    return view;
  }
  const saveSynonyms = (result: { current: ReturnType<typeof useWordEditing> }, shown: GlobalWord) =>
    act(() =>
      result.current.save('synonyms', shown.synonyms, (synonyms: string[]) => ({
        field: 'synonyms',
        body: { synonyms },
      })),
    );

  it('keeps the draft when the other editor changed another part, and saving again applies it', async () => {
    const server = wordServer();
    vi.stubGlobal('fetch', server.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderReloading(server);
    act(() => result.current.change('synonyms', word.synonyms, ['sprint']));
    server.someoneElseSaves({ variants: ['runs'] });

    await saveSynonyms(result, word);

    expect(server.sentVersions).toEqual([1]);
    expect(result.current.dirty('synonyms')).toBe(true);
    expect(result.current.value('synonyms', server.current().synonyms)).toEqual(['sprint']);
    expect(result.current.conflict('synonyms', server.current().synonyms)).toBe(null);
    expect(result.current.keptAfterConflict('synonyms', server.current().synonyms)).toBe(true);

    await saveSynonyms(result, server.current());

    expect(server.sentVersions).toEqual([1, 2]);
    expect(server.current()).toMatchObject({ synonyms: ['sprint'], variants: ['runs'], version: 3 });
    expect(result.current.dirty('synonyms')).toBe(false);
    expect(result.current.keptAfterConflict('synonyms', server.current().synonyms)).toBe(false);
  });

  it('never sends a draft of the word as it was with the version a conflict’s reload brought', async () => {
    const server = wordServer();
    vi.stubGlobal('fetch', server.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderReloading(server);
    act(() => {
      result.current.change('synonyms', word.synonyms, ['sprint']);
      result.current.change('variants', word.variants, ['runs']);
    });
    server.someoneElseSaves({ variants: ['theirs'] });

    // Both saved at once from the word as it was: the first is refused and the word reloaded before
    // the second goes out; the second's draft is of the old variants, so it must be refused too.
    await act(async () => {
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

    expect(server.current().variants).toEqual(['theirs']);
    expect(server.sentVersions).toEqual([1, 1]);
    expect(result.current.dirty('variants')).toBe(true);
  });

  it('reports a conflict when the other editor changed the same part, and never saves over it', async () => {
    const server = wordServer();
    vi.stubGlobal('fetch', server.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderReloading(server);
    act(() => result.current.change('synonyms', word.synonyms, ['sprint']));
    server.someoneElseSaves({ synonyms: ['dash'] });

    await saveSynonyms(result, word);

    expect(result.current.conflict('synonyms', server.current().synonyms)).toBe(wordMessages.versionConflict);
    expect(result.current.keptAfterConflict('synonyms', server.current().synonyms)).toBe(false);

    await saveSynonyms(result, server.current());

    expect(server.sentVersions).toEqual([1]);
    expect(server.current().synonyms).toEqual(['dash']);
  });
});

describe('a save refused because someone else saved first, and the reload failing', () => {
  it('says the page still shows the word as it was, not that it shows their changes', async () => {
    const server = wordServer();
    vi.stubGlobal('fetch', server.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const warned = vi.spyOn(toast, 'warning');
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useWordEditing(word, async () => false), { wrapper });
    act(() => result.current.change('synonyms', word.synonyms, ['sprint']));
    server.someoneElseSaves({ variants: ['runs'] });

    await act(() =>
      result.current.save('synonyms', word.synonyms, (synonyms: string[]) => ({
        field: 'synonyms',
        body: { synonyms },
      })),
    );

    expect(warned).toHaveBeenCalledWith(NOT_RELOADED_AFTER_CONFLICT, expect.anything());
    expect(warned).not.toHaveBeenCalledWith(KEPT_AFTER_CONFLICT, expect.anything());
    expect(result.current.dirty('synonyms')).toBe(true);
    // Compared with the word as it was, the draft is not offered as safe to save over their change.
    expect(result.current.keptAfterConflict('synonyms', word.synonyms)).toBe(false);
  });
});
