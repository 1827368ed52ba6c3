// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyWordList } from '~/core/words/my-word';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testStory, testWord } from '~/web/lib/test/test-words';
import { storiesKeys } from '../api/stories-keys';
import { storiesEn } from '../i18n/en';
import { StoryCreator } from './story-creator';
import { StoryScreen } from './story-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const words = ['maison', 'école', 'pomme', 'clé'].map((value, index) => testWord(`w${index}`, value));

function renderCreator() {
  const page: MyWordList = { items: words, totalCount: words.length, nextOffset: null };
  renderWithData(<StoryCreator t={storiesEn} numberLocale="en-US" />, [
    [accountKeys.profile, { nativeLanguageCode: 'en' }],
    [myWordsKeys.list({}), { pages: [page], pageParams: [0] }],
  ]);
}

describe('StoryCreator', () => {
  it('keeps Create disabled below three words and says why, then enables it', () => {
    renderCreator();
    const create = screen.getByRole('button', { name: 'Create story' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    const why = document.getElementById(create.getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe('Choose 3 more words: a story needs at least 3.');
    fireEvent.click(screen.getByLabelText(/maison/));
    fireEvent.click(screen.getByLabelText(/école/));
    expect(document.getElementById(create.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose 1 more word: a story needs at least 3.',
    );
    expect(screen.getByText('2 words chosen')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/pomme/));
    expect(create.disabled).toBe(false);
    expect(create.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove pomme' }));
    expect(create.disabled).toBe(true);
  });

  it('offers the four lengths with their word ranges', () => {
    renderCreator();
    expect(screen.getByRole('radio', { name: /Very short\s*50–100 words/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Long\s*350–500 words/ })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^Short/ }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('StoryCreator’s focus', () => {
  it('moves from a removed word’s chip to the next chip, else the one before, else the search field', () => {
    renderCreator();
    for (const value of ['maison', 'école', 'pomme'])
      fireEvent.click(screen.getByLabelText(new RegExp(value)));
    const chip = (value: string) => screen.getByRole('button', { name: `Remove ${value}` });
    const removeFocused = (value: string) => {
      act(() => chip(value).focus());
      fireEvent.click(chip(value));
    };
    removeFocused('école');
    expect(document.activeElement).toBe(chip('pomme'));
    removeFocused('pomme');
    expect(document.activeElement).toBe(chip('maison'));
    removeFocused('maison');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: storiesEn.create.search }));
  });
});

const written = testStory('story-9', { text: 'La maison, l’école, la pomme.', wordIds: ['w0', 'w1', 'w2'] });

function Story() {
  return <StoryScreen id={useParams().id ?? ''} />;
}

/** The Stories page and a story's page, starting at `path`, with the learner's words and `data`. */
function renderPages(path: string, data: [readonly unknown[], unknown][] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const page: MyWordList = { items: words, totalCount: words.length, nextOffset: null };
  client.setQueryData(accountKeys.profile, { nativeLanguageCode: 'en' });
  client.setQueryData(myWordsKeys.list({}), { pages: [page], pageParams: [0] });
  for (const [key, value] of data) client.setQueryData(key, value);
  const router = createMemoryRouter(
    [
      { path: '/dashboard/stories', element: <StoryCreator t={storiesEn} numberLocale="en-US" /> },
      { path: '/dashboard/stories/:id', element: <Story /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('StoryCreator, once the story is written', () => {
  it('opens it with the focus on its title, which a screen reader then reads', async () => {
    vi.stubGlobal('fetch', answering(201, written).fetch);
    const router = renderPages('/dashboard/stories');
    for (const value of ['maison', 'école', 'pomme'])
      fireEvent.click(screen.getByLabelText(new RegExp(value)));
    fireEvent.click(screen.getByRole('button', { name: storiesEn.create.submit }));
    const title = await screen.findByRole('heading', { level: 1, name: 'La maison' }, { timeout: 4000 });
    expect(document.activeElement).toBe(title);
    // A reload (or Back to this entry) is then a story simply opened: the mark is gone from history,
    // and the title kept its focus through the replacement.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/dashboard/stories/story-9');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'La maison' }));
  });

  it('leaves the focus alone when a story is simply opened', () => {
    renderPages('/dashboard/stories/story-9', [[storiesKeys.detail('story-9'), written]]);
    expect(screen.getByRole('heading', { level: 1, name: 'La maison' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });
});
