// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { setsKeys } from '~/web/lib/learner-data/sets-keys';
import { notifyError } from '~/web/lib/notify';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testStudySet, testWord } from '~/web/lib/test/test-words';
import { setsEn } from '../i18n/en';
import { SetWords } from './set-words';

// The failure toasts, as calls (no toaster is rendered here).
vi.mock('~/web/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const words = [testWord('w1', 'maison'), testWord('w2', 'école')];
const set = testStudySet(['w1', 'w2']);

function renderWords() {
  return renderWithData(<SetWords set={set} t={setsEn} />, [
    [accountKeys.profile, { nativeLanguageCode: 'en' }],
    [setsKeys.detail('s1'), set],
    [
      myWordsKeys.list({ studySetId: 's1' }),
      { pages: [{ items: words, totalCount: 2, nextOffset: null }], pageParams: [0] },
    ],
  ]);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notifyError).mockClear();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const takeOutButton = (word: string) => screen.getByRole('button', { name: `Take ${word} out of the set` });

describe('SetWords', () => {
  it('after Take out, puts the focus on the list’s heading (the row and its button are gone)', async () => {
    vi.stubGlobal('fetch', answering(200, { ...set, itemCount: 1, wordIds: ['w2'] }).fetch);
    renderWords();
    const takeOut = screen.getByRole('button', { name: 'Take maison out of the set' });
    act(() => takeOut.focus());
    fireEvent.click(takeOut);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'maison' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: setsEn.detail.words }));
  });
});

describe('SetWords, taking several words out at once', () => {
  it('says a failed Take out even when another word’s Take out then succeeds', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('/w1')
        ? json(500, { message: 'Something went wrong on our side.', code: 'INTERNAL' })
        : json(200, { ...set, itemCount: 1, wordIds: ['w1'] }),
    );
    renderWords();
    fireEvent.click(takeOutButton('maison'));
    fireEvent.click(takeOutButton('école'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'école' })).toBeNull());
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'maison: the set could not be changed.',
        expect.anything(),
        setsEn.refusals,
      ),
    );
    expect(notifyError).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'maison' })).toBeTruthy();
    expect((takeOutButton('maison') as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps each word’s Take out disabled until its own answer', async () => {
    const answers: ((response: Response) => void)[] = [];
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => answers.push(resolve)));
    renderWords();
    fireEvent.click(takeOutButton('maison'));
    fireEvent.click(takeOutButton('école'));
    expect((takeOutButton('maison') as HTMLButtonElement).disabled).toBe(true);
    expect((takeOutButton('école') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(answers).toHaveLength(2));
    act(() => answers[1]!(json(200, { ...set, itemCount: 1, wordIds: ['w1'] })));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'école' })).toBeNull());
    expect((takeOutButton('maison') as HTMLButtonElement).disabled).toBe(true);
  });
});
