// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GlobalWord } from '~/core/dictionary/global-word';
import { testGlobalWord } from '~/web/lib/test/test-global-word';
import { toast } from '~/web/lib/toast';
import { WordsScreen } from './words-screen';

// Two editors cleaning up the dictionary at once: a word selected on one screen is deleted from the
// other. The server refuses a bulk delete naming it (all or nothing); once the list has reloaded
// without it, Delete Selected must be about the words still on screen, or it is refused again and
// again for a word the editor can no longer see nor unselect.

const word = (id: string, value: string): GlobalWord => testGlobalWord({ id, value });

/** The admin words API over `words`: list, stats, and bulk delete that refuses unknown ids. */
function wordsServer(words: GlobalWord[]) {
  let stored = [...words];
  const deleteRequests: string[][] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/admin/words/stats') {
      return Response.json({
        totalWords: stored.length,
        languages: 1,
        difficulties: 1,
        languageCounts: [{ languageCode: 'en', count: stored.length }],
        difficultyCounts: [{ difficulty: 'beginner', count: stored.length }],
        recentWords: [],
      });
    }
    if (path === '/api/admin/words/bulk-delete') {
      const { wordIds } = JSON.parse(String(init.body)) as { wordIds: string[] };
      deleteRequests.push(wordIds);
      if (!wordIds.every((id) => stored.some((stored) => stored.id === id))) {
        return Response.json(
          {
            code: 'WORD_NOT_FOUND',
            message: 'Some of the selected words do not exist. Nothing was deleted.',
          },
          { status: 404 },
        );
      }
      stored = stored.filter((stored) => !wordIds.includes(stored.id));
      return Response.json({ requested: wordIds.length, deleted: wordIds.length });
    }
    if (path === '/api/admin/words') return Response.json({ items: stored });
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  };
  const someoneElseDeletes = (id: string) => {
    stored = stored.filter((stored) => stored.id !== id);
  };
  return { fetch, deleteRequests, someoneElseDeletes, current: () => stored };
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/words']}>
        <WordsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function deleteSelected(count: number, question: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Delete Selected (${count})` }));
  const dialog = await screen.findByRole('alertdialog');
  expect(screen.getByText(question)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBe(null));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Delete Selected after another editor deleted one of the selected words', () => {
  it('is refused once, then deletes the selected words still on screen', async () => {
    const server = wordsServer([word('a', 'apple'), word('b', 'banana'), word('c', 'cherry')]);
    vi.stubGlobal('fetch', server.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen();
    // The list is drawn twice (table and cards, one shown by screen width): each row's first box.
    fireEvent.click((await screen.findAllByRole('checkbox', { name: 'Select apple' }))[0]!);
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select banana' })[0]!);
    server.someoneElseDeletes('a');

    await deleteSelected(2, 'Are you sure you want to delete 2 words?');
    // Refused, the list reloads without apple.
    await waitFor(() => expect(screen.queryAllByRole('checkbox', { name: 'Select apple' })).toEqual([]));
    expect(server.deleteRequests).toEqual([['a', 'b']]);

    await deleteSelected(1, 'Are you sure you want to delete 1 word?');

    await waitFor(() => expect(server.deleteRequests).toEqual([['a', 'b'], ['b']]));
    expect(server.current().map((left) => left.id)).toEqual(['c']);
  });
});

describe('Delete Word of a word another editor deleted meanwhile', () => {
  it('says it was already deleted and the list reloads without it', async () => {
    const server = wordsServer([word('a', 'apple'), word('b', 'banana')]);
    vi.stubGlobal('fetch', server.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const succeeded = vi.spyOn(toast, 'success');
    const failed = vi.spyOn(toast, 'error');
    renderScreen();
    const [remove] = await screen.findAllByRole('button', { name: 'Delete Word apple' });
    server.someoneElseDeletes('a');
    fireEvent.click(remove!);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The server answers 404 (this fake answers 404 to any single delete, as for a word gone).
    await waitFor(() => expect(screen.queryAllByRole('checkbox', { name: 'Select apple' })).toEqual([]));
    expect(succeeded).toHaveBeenCalledWith('"apple" was already deleted by someone else.');
    expect(failed).not.toHaveBeenCalled();
    expect(screen.getAllByRole('checkbox', { name: 'Select banana' }).length).toBeGreaterThan(0);
  });
});
