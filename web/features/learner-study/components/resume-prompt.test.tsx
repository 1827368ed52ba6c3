// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { studyEn } from '../i18n/en';
import { studyItem, studySession } from '../lib/study-item-factory';
import { createRun } from '../lib/study-run';
import { ResumePrompt } from './resume-prompt';

afterEach(cleanup);

describe('ResumePrompt', () => {
  it('counts the cards left as the session does, not the cards back for another step', () => {
    const run = createRun('learner', studySession([studyItem({ cardId: 'a' }), studyItem({ cardId: 'b' })]));
    // Card a answered and due again this session: one card left, one to repeat.
    const answered = {
      ...run,
      queue: [run.queue[1]!, run.queue[0]!],
      answers: [
        {
          reviewId: 'r1',
          cardId: 'a',
          word: 'café',
          rating: 1,
          correct: null,
          provisional: false,
          durationMs: 900,
        },
      ],
    } as const;
    render(
      <ResumePrompt
        run={answered as never}
        onContinue={() => {}}
        onDiscard={() => {}}
        t={studyEn}
        numberLocale="en-US"
      />,
    );
    expect(screen.getByText(/card left/).textContent).toBe('Flashcards · 1 card left');
  });
});
