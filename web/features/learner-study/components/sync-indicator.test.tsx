// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studyEn } from '../i18n/en';
import { studyHe } from '../i18n/he';
import type { ReviewSync, SyncState } from '../lib/review-sync';
import { SyncIndicator } from './sync-indicator';

afterEach(cleanup);

/** The words on screen (the live region beside them says only what lasts). */
const shown = () => screen.getByTestId('sync-indicator').firstElementChild?.textContent;

function fakeSync(initial: SyncState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const sync = {
    flush: vi.fn(async () => new Map()),
    flushWithin: async () => {},
    start: () => () => {},
    onResults: () => () => {},
    getState: () => state,
    dismissRejected: () => set({ rejected: null }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } satisfies ReviewSync;
  function set(next: Partial<SyncState>) {
    return act(() => {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    });
  }
  return { sync, set };
}

describe('SyncIndicator', () => {
  it('says when answers wait on the device, and when they are saved', () => {
    const { sync, set } = fakeSync({ pending: 0, status: 'idle', rejected: null });
    render(<SyncIndicator sync={sync} t={studyEn} numberLocale="en-US" />);
    expect(shown()).toBe('All answers saved');
    set({ pending: 3, status: 'offline' });
    expect(shown()).toBe('Offline: answers are kept on this device. 3 answers waiting to sync');
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
    set({ status: 'syncing' });
    expect(shown()).toBe('Syncing answers…');
    set({ pending: 0, status: 'idle' });
    expect(shown()).toBe('All answers saved');
  });

  it('has a screen reader hear what lasts, not each answer online passing through syncing and saved', () => {
    const { sync, set } = fakeSync({ pending: 0, status: 'idle', rejected: null });
    render(<SyncIndicator sync={sync} t={studyEn} numberLocale="en-US" />);
    const heard = screen.getByRole('status');
    const answerOnline = () => {
      set({ pending: 1, status: 'idle' });
      set({ status: 'syncing' });
      set({ pending: 0, status: 'idle' });
    };
    const visible = () => screen.getByTestId('sync-indicator').firstElementChild;
    answerOnline();
    expect(heard.textContent).toBe('');
    expect(visible()?.getAttribute('aria-hidden')).toBeNull();
    set({ pending: 1, status: 'offline' });
    expect(heard.textContent).toBe('Offline: answers are kept on this device. 1 answer waiting to sync');
    // Said once: the words on screen are hidden from it while the live region says the same.
    expect(visible()?.getAttribute('aria-hidden')).toBe('true');
    set({ status: 'syncing' });
    expect(heard.textContent).toBe('Offline: answers are kept on this device. 1 answer waiting to sync');
    expect(visible()?.getAttribute('aria-hidden')).toBeNull();
    set({ pending: 0, status: 'idle' });
    expect(heard.textContent).toBe('All answers saved');
    answerOnline();
    expect(heard.textContent).toBe('All answers saved');
    set({ pending: 1, status: 'failed' });
    expect(heard.textContent).toBe('1 answer waiting to sync. Could not sync yet; trying again shortly');
    set({
      pending: 0,
      status: 'idle',
      rejected: { count: 1, code: 'WORD_NOT_FOUND', reason: 'Word not found' },
    });
    expect(heard.textContent).toBe(
      `All answers saved 1 answer was not counted: ${studyEn.refusals.WORD_NOT_FOUND}`,
    );
  });

  it('offers Sync now after a failed attempt, and names refused answers', () => {
    const { sync } = fakeSync({
      pending: 1,
      status: 'failed',
      rejected: { count: 1, code: 'WORD_NOT_FOUND', reason: 'Word not found' },
    });
    render(<SyncIndicator sync={sync} t={studyEn} numberLocale="en-US" />);
    expect(shown()).toBe('1 answer waiting to sync. Could not sync yet; trying again shortly');
    expect(screen.getByText('1 answer was not counted:').textContent).toBe(
      `1 answer was not counted: ${studyEn.refusals.WORD_NOT_FOUND} Dismiss`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(sync.flush).toHaveBeenCalled();
  });

  it('asks to sign in again when the session ended, and counts in Hebrew', () => {
    const { sync } = fakeSync({ pending: 2, status: 'signedOut', rejected: null });
    render(<SyncIndicator sync={sync} t={studyHe} numberLocale="he-IL" />);
    expect(screen.getByRole('status').textContent).toBe(
      'שתי תשובות ממתינות לסנכרון. כדי לסנכרן את התשובות צריך להתחבר מחדש',
    );
  });
});

describe('SyncIndicator, answers refused', () => {
  it('says why in Hebrew by the refusal’s code, isolates words it does not know, and can be dismissed', () => {
    const { sync, set } = fakeSync({
      pending: 0,
      status: 'idle',
      rejected: { count: 2, code: 'WORD_NOT_FOUND', reason: 'Word not found' },
    });
    render(<SyncIndicator sync={sync} t={studyHe} numberLocale="he-IL" />);
    const refused = screen.getByText(studyHe.sync.rejected.two!);
    expect(refused.querySelector('bdi')?.textContent).toBe(studyHe.refusals.WORD_NOT_FOUND);
    expect(refused.textContent).not.toContain('Word not found');
    set({ rejected: { count: 1, code: 'SOMETHING_NEW', reason: 'Something new went wrong' } });
    expect(screen.getByText(studyHe.sync.rejected.one).querySelector('bdi')?.textContent).toBe(
      'Something new went wrong',
    );
    fireEvent.click(screen.getByRole('button', { name: studyHe.sync.dismiss }));
    expect(screen.queryByText(studyHe.sync.rejected.one)).toBeNull();
    expect(sync.getState().rejected).toBeNull();
  });
});
