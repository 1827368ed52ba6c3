// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { setsKeys } from '~/web/lib/learner-data/sets-keys';
import { notifyError, notifySuccess } from '~/web/lib/notify';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testWord } from '~/web/lib/test/test-words';
import { wordsEn } from '../i18n/en';
import { WordList } from './word-list';

const firstPage = {
  items: [testWord('w1', 'maison'), testWord('w2', 'école')],
  totalCount: 60,
  nextOffset: 50,
};

function renderList() {
  return renderWithData(<WordList t={wordsEn} numberLocale="en-US" />, [
    [accountKeys.profile, { nativeLanguageCode: 'en' }],
    [setsKeys.list, { items: [] }],
    [myWordsKeys.list({}), { pages: [firstPage], pageParams: [0] }],
  ]);
}

// The toasts, as calls (no toaster is rendered here).
vi.mock('~/web/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('WordList when the next page fails', () => {
  it('keeps the words already shown and says, beside Show more, that more could not be loaded', async () => {
    const api = answering(500, { message: 'Something went wrong on our side.', code: 'INTERNAL' });
    vi.stubGlobal('fetch', api.fetch);
    renderList();
    fireEvent.click(screen.getByRole('button', { name: wordsEn.list.loadMore }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(wordsEn.list.moreFailed);
    expect(alert.textContent).toContain('Something went wrong on our side.');
    expect(screen.queryByText(wordsEn.list.loadFailed, { exact: false })).toBeNull();
    expect(screen.getByRole('link', { name: 'maison' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'école' })).toBeTruthy();
    expect(screen.getByRole('button', { name: wordsEn.list.loadMore })).toBeTruthy();
  });

  it('Try again asks for the same page again, and its words join the list', async () => {
    vi.stubGlobal('fetch', answering(500, { message: 'Offline', code: 'INTERNAL' }).fetch);
    renderList();
    fireEvent.click(screen.getByRole('button', { name: wordsEn.list.loadMore }));
    const retry = await screen.findByRole('button', { name: wordsEn.list.retry });
    const api = answering(200, { items: [testWord('w3', 'pomme')], totalCount: 60, nextOffset: null });
    vi.stubGlobal('fetch', api.fetch);
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'pomme' })).toBeTruthy();
    expect(api.calls[0]?.url).toContain('offset=50');
    expect(screen.getByRole('link', { name: 'maison' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('WordList, removing several words at once', () => {
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const removeConfirmed = (word: string) => {
    fireEvent.click(screen.getByRole('button', { name: `Remove ${word}` }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: wordsEn.list.remove }),
    );
  };

  it('says a failed removal even when another word’s removal, asked after it, answers first', async () => {
    const answers = new Map<string, (response: Response) => void>();
    vi.stubGlobal(
      'fetch',
      (url: string) => new Promise<Response>((resolve) => answers.set(url.split('/').at(-1)!, resolve)),
    );
    renderList();
    removeConfirmed('maison');
    await waitFor(() => expect(answers.has('w1')).toBe(true));
    removeConfirmed('école');
    await waitFor(() => expect(answers.has('w2')).toBe(true));
    act(() => answers.get('w2')!(json(204, null)));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'école' })).toBeNull());
    act(() =>
      answers.get('w1')!(json(500, { message: 'Something went wrong on our side.', code: 'INTERNAL' })),
    );
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        wordsEn.list.removeFailed,
        expect.anything(),
        wordsEn.refusals,
      ),
    );
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith('“école” was removed.');
    expect(screen.getByRole('link', { name: 'maison' })).toBeTruthy();
  });
});

describe('WordList, choosing words and removing them together', () => {
  const removedAnswer = (wordIds: string[]) =>
    new Response(JSON.stringify({ removedIds: wordIds }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });

  it('removes the chosen words in one request, says how many, and leaves choosing', async () => {
    const api = answering(200, { removedIds: ['w1', 'w2'] });
    vi.stubGlobal('fetch', api.fetch);
    renderList();
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: wordsEn.list.select }));
    // The button that opened the bar is gone: the focus is on the bar's first control, not lost.
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: wordsEn.list.selectAll }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select maison' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: wordsEn.list.selectAll }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `${wordsEn.list.removeSelected} (2)` }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Remove 2 words?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: wordsEn.list.remove }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'maison' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'école' })).toBeNull();
    expect(api.calls).toEqual([
      { url: '/api/me/words/bulk-remove', method: 'POST', body: { wordIds: ['w1', 'w2'] } },
    ]);
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledExactlyOnceWith('2 words were removed.'));
    expect(screen.getByText('58 words')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.activeElement?.id).toBe('my-words');
  });

  it('sends more than a hundred words in batches; when one fails, the words before it are gone and the rest stay chosen', async () => {
    const many = Array.from({ length: 120 }, (_, index) => testWord(`w${index}`, `mot${index}`));
    const calls: string[][] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const { wordIds } = JSON.parse(String(init.body)) as { wordIds: string[] };
      calls.push(wordIds);
      return calls.length === 1
        ? removedAnswer(wordIds)
        : new Response(JSON.stringify({ message: 'Something went wrong on our side.', code: 'INTERNAL' }), {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          });
    });
    renderWithData(<WordList t={wordsEn} numberLocale="en-US" />, [
      [accountKeys.profile, { nativeLanguageCode: 'en' }],
      [setsKeys.list, { items: [] }],
      [
        myWordsKeys.list({}),
        { pages: [{ items: many, totalCount: 120, nextOffset: null }], pageParams: [0] },
      ],
    ]);
    fireEvent.click(screen.getByRole('button', { name: wordsEn.list.select }));
    fireEvent.click(screen.getByRole('checkbox', { name: wordsEn.list.selectAll }));
    fireEvent.click(screen.getByRole('button', { name: `${wordsEn.list.removeSelected} (120)` }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: wordsEn.list.remove }),
    );

    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        wordsEn.list.removeManyFailed,
        expect.anything(),
        wordsEn.refusals,
      ),
    );
    expect(calls.map((ids) => ids.length)).toEqual([100, 20]);
    expect(screen.queryByRole('link', { name: 'mot0' })).toBeNull();
    expect(screen.getByRole('link', { name: 'mot119' })).toBeTruthy();
    expect(screen.getByText('20 selected')).toBeTruthy();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('Done leaves choosing with nothing chosen, the focus back on Select words', async () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: wordsEn.list.select }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select maison' }));
    fireEvent.click(screen.getByRole('button', { name: wordsEn.list.selectDone }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: wordsEn.list.select })),
    );
    fireEvent.click(screen.getByRole('button', { name: wordsEn.list.select }));
    expect(screen.getByText('0 selected')).toBeTruthy();
  });
});
