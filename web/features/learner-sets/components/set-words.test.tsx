// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyStudySetDetail } from '~/core/sets/study-set';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { setsKeys } from '~/web/lib/learner-data/sets-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testWord } from '~/web/lib/test/test-words';
import { setsEn } from '../i18n/en';
import { SetWords } from './set-words';

const words = [testWord('w1', 'maison'), testWord('w2', 'école')];
const set: MyStudySetDetail = {
  id: 's1',
  name: 'Home',
  description: null,
  itemCount: 2,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  wordIds: ['w1', 'w2'],
};

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
});

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
