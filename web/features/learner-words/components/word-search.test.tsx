// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { setsKeys } from '~/web/lib/learner-data/sets-keys';
import { answering, testWord } from '~/web/lib/test/test-words';
import { wordsEn } from '../i18n/en';
import { wordsHe } from '../i18n/he';
import { WordList } from './word-list';

const noWords = { items: [], totalCount: 0, nextOffset: null };

/** The list at `url`, with the learner's first page cached; the router, to read the URL. */
function renderAt(url: string, t = wordsEn) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(accountKeys.profile, { nativeLanguageCode: 'en' });
  client.setQueryData(setsKeys.list, { items: [] });
  client.setQueryData(myWordsKeys.list({}), {
    pages: [{ items: [testWord('w1', 'maison')], totalCount: 1, nextOffset: null }],
    pageParams: [0],
  });
  const router = createMemoryRouter([{ path: '/', element: <WordList t={t} numberLocale="en-US" /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const searchBox = () => screen.getByRole('searchbox', { name: wordsEn.list.search }) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('searching the learner’s words', () => {
  it('once typing pauses, asks for the words containing it and keeps it in the URL, replacing the entry', async () => {
    const api = answering(200, { items: [testWord('w2', 'pomme')], totalCount: 1, nextOffset: null });
    vi.stubGlobal('fetch', api.fetch);
    const router = renderAt('/');
    fireEvent.change(searchBox(), { target: { value: 'pom' } });
    // Past the pause in typing (and a busy test machine's delays).
    expect(await screen.findByRole('link', { name: 'pomme' }, { timeout: 3000 })).toBeTruthy();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/me/words?q=pom&limit=50&offset=0']);
    expect(router.state.location.search).toBe('?q=pom');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says that nothing matches the search, naming it, and Clear search brings the words back', async () => {
    vi.stubGlobal('fetch', answering(200, noWords).fetch);
    const router = renderAt('/?q=zzz');
    expect(searchBox().value).toBe('zzz');
    expect(await screen.findByText('None of your words match “zzz”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: wordsEn.list.clearSearch }));
    expect(await screen.findByRole('link', { name: 'maison' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(searchBox().value).toBe('');
    expect(document.activeElement).toBe(searchBox());
  });

  it('works with the other filters, and Clear search leaves them', async () => {
    const api = answering(200, noWords);
    vi.stubGlobal('fetch', api.fetch);
    const router = renderAt('/?q=zzz&status=learned');
    expect(await screen.findByText('None of your words match “zzz” with these filters.')).toBeTruthy();
    expect(api.calls[0]?.url).toBe('/api/me/words?q=zzz&status=learned&limit=50&offset=0');
    fireEvent.click(screen.getByRole('button', { name: wordsEn.list.clearSearch }));
    expect(await screen.findByText(wordsEn.list.noMatches)).toBeTruthy();
    expect(router.state.location.search).toBe('?status=learned');
  });

  it('Clear filters clears the search too', async () => {
    vi.stubGlobal('fetch', answering(200, noWords).fetch);
    const router = renderAt('/?q=zzz');
    fireEvent.click(await screen.findByRole('button', { name: wordsEn.list.clear }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(searchBox().value).toBe('');
  });

  it('has its label and its messages in Hebrew', async () => {
    vi.stubGlobal('fetch', answering(200, noWords).fetch);
    renderAt('/?q=zzz', wordsHe);
    expect(screen.getByRole('searchbox', { name: wordsHe.list.search })).toBeTruthy();
    expect(await screen.findByText('אף מילה שלך לא מתאימה לחיפוש „zzz”.')).toBeTruthy();
    expect(screen.getByRole('button', { name: wordsHe.list.clearSearch })).toBeTruthy();
  });
});
