// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testGlobalWord } from '~/web/lib/test/test-global-word';
import { WORD_DELETED, WordDetailScreen } from './word-detail-screen';

// An editor with unsaved changes on a word another editor has just deleted: the save is refused
// (404), and the page must say that the word is gone, not leave a page that looks editable, whose
// every save fails with "Word not found".

const word = testGlobalWord({ id: 'w1', value: 'run', synonyms: ['sprint'] });

/** GET and PATCH of the word, until someone else deletes it: then both answer 404. */
function wordServer() {
  let deleted = false;
  const fetch = async () =>
    deleted
      ? Response.json({ message: 'Word not found', code: 'WORD_NOT_FOUND' }, { status: 404 })
      : Response.json(word);
  return {
    fetch,
    someoneElseDeletes: () => {
      deleted = true;
    },
  };
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/admin/words/:id', element: <WordDetailScreen wordId="w1" /> }],
    {
      initialEntries: ['/admin/words/w1'],
    },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a word deleted by someone else while it is being edited', () => {
  it('says so when a save is refused, keeping the word and the unsaved changes on screen', async () => {
    const server = wordServer();
    vi.stubGlobal('fetch', server.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen();
    // Radix tabs open on mouse down.
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Synonyms' }), { button: 0 });
    fireEvent.change(await screen.findByRole('textbox', { name: 'New synonym' }), {
      target: { value: 'dash' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add synonym' }));
    server.someoneElseDeletes();

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findByText(WORD_DELETED)).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('run');
    expect(screen.getByRole('list', { name: 'Synonyms' }).textContent).toContain('dash');
  });
});
