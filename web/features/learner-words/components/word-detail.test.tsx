// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testWord } from '~/web/lib/test/test-words';
import { wordsEn } from '../i18n/en';
import { WordDetail } from './word-detail';

// The word's page offers Study when a session would take the card: from when the server says it can
// be studied (a review card from the start of its due day), not from its exact due time.

const now = new Date('2026-11-23T09:00:00Z');
const HOUR = 3_600_000;

function showWord(dueInHours: number, studyableInHours: number) {
  const due = new Date(now.getTime() + dueInHours * HOUR).toISOString();
  const word = testWord('w1', 'maison', {
    status: 'learning',
    card: { ...testWord('w1', 'maison').card, state: 'review', due, reps: 3, stability: 4, scheduledDays: 4 },
    studyableAt: new Date(now.getTime() + studyableInHours * HOUR).toISOString(),
  });
  vi.stubGlobal('fetch', answering(200, { items: [], nextOffset: null }).fetch);
  renderWithData(<WordDetail id="w1" />, [[myWordsKeys.detail('w1'), word]]);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the word page’s Study button', () => {
  it('is there for a review card due later today, which today’s session takes', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    // Due at 14:00; studyable since this study day began at 04:00.
    showWord(5, -5);
    const study = screen.getByRole('link', { name: wordsEn.detail.study });
    expect(study.getAttribute('href')).toBe('/dashboard/study?scope=due&method=flashcards');
  });

  it('says when the card comes when no session would take it yet', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    showWord(29, 19);
    expect(screen.queryByRole('link', { name: wordsEn.detail.study })).toBeNull();
    expect(screen.getByText(/^Next review on /)).toBeTruthy();
  });
});
