// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testStory } from '~/web/lib/test/test-words';
import { storiesKeys } from '../api/stories-keys';
import { storiesEn } from '../i18n/en';
import { storiesHe } from '../i18n/he';
import { StoryList } from './story-list';

const story = (id: string, title: string) => testStory(id, { title });

function renderList(stories = [story('s1', 'La maison'), story('s2', 'L’école')], total = 30) {
  return renderWithData(<StoryList t={storiesEn} numberLocale="en-US" />, [
    [storiesKeys.list, { pages: [{ items: stories, total }], pageParams: [0] }],
  ]);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StoryList when the next page fails', () => {
  it('keeps the stories already shown and says, beside Show more, that more could not be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      answering(500, { message: 'Something went wrong on our side.', code: 'INTERNAL' }).fetch,
    );
    renderList();
    fireEvent.click(screen.getByRole('button', { name: storiesEn.list.loadMore }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(storiesEn.list.moreFailed);
    expect(alert.textContent).toContain('Something went wrong on our side.');
    expect(screen.queryByText(storiesEn.list.loadFailed, { exact: false })).toBeNull();
    expect(screen.getByRole('link', { name: 'La maison' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'L’école' })).toBeTruthy();
    expect(screen.getByRole('button', { name: storiesEn.list.retry })).toBeTruthy();
  });
});

describe('StoryList deleting', () => {
  it('after a story is deleted, puts the focus on the list’s heading (its card, and Delete, are gone)', async () => {
    vi.stubGlobal('fetch', answering(204, null).fetch);
    renderList([story('s1', 'La maison'), story('s2', 'L’école')], 2);
    const remove = screen.getByRole('button', { name: `${storiesEn.list.delete}: La maison` });
    act(() => remove.focus());
    fireEvent.click(remove);
    fireEvent.click(await screen.findByRole('button', { name: storiesEn.list.delete }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'La maison' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: storiesEn.list.title })),
    );
  });
});

describe('StoryList titles and words', () => {
  it('are set in their own language and direction, so "Où est le chat ?" ends with its "?" on a Hebrew page', () => {
    renderList([story('s1', 'Où est le chat ?')], 1);
    const title = screen.getByRole('heading', { name: 'Où est le chat ?' });
    expect(title.getAttribute('dir')).toBe('auto');
    expect(title.getAttribute('lang')).toBe('fr');
    const words = screen.getByText('maison, école, pomme');
    expect(words.getAttribute('dir')).toBe('auto');
    expect(words.getAttribute('lang')).toBe('fr');
  });
});

describe('StoryList’s delete dialog on a Hebrew page', () => {
  it('isolates the title, so "Où est le chat ?" keeps its "?" at its end inside the Hebrew sentence', async () => {
    renderWithData(<StoryList t={storiesHe} numberLocale="he-IL" />, [
      [
        storiesKeys.list,
        { pages: [{ items: [story('s1', 'Où est le chat ?')], total: 1 }], pageParams: [0] },
      ],
    ]);
    fireEvent.click(screen.getByRole('button', { name: `${storiesHe.list.delete}: Où est le chat ?` }));
    expect(await screen.findByText('״\u2068Où est le chat ?\u2069״ יימחק לצמיתות.')).toBeTruthy();
  });
});
