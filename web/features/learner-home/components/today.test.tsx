// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Progress } from '~/core/study/progress';
import { homeEn } from '../i18n/en';
import { Today } from './today';

afterEach(cleanup);

const today = homeEn.home.today;
const showToday = (
  todayCounts: Pick<Progress['todayCounts'], 'due' | 'dueNow' | 'dueHeld' | 'newAvailable'> &
    Partial<Pick<Progress['todayCounts'], 'newHeld' | 'newHeldReason' | 'reviewsOff'>>,
) => {
  const progress = {
    streak: { current: 0, longest: 0 },
    todayCounts: {
      reviews: 0,
      newCards: 0,
      newHeld: 0,
      newHeldReason: null,
      reviewsOff: false,
      ...todayCounts,
    },
  } as Progress;
  const element = <Today progress={progress} t={homeEn} numberLocale="en-US" />;
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
};

describe('Today on the home', () => {
  it('counts the cards a session takes now, not every card due today, and names the ones today’s limit holds', () => {
    showToday({ due: 40, dueNow: 25, dueHeld: 15, newAvailable: 0 });
    expect(screen.getByTestId('home-due').textContent).toBe('25 cards due');
    expect(screen.getByTestId('home-held').textContent).toBe(
      '15 more cards wait for tomorrow: today’s review limit',
    );
    expect(screen.queryByTestId('home-nothing-now')).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([today.start]);
  });

  it('says today’s review limit is reached when it holds every due card', () => {
    showToday({ due: 40, dueNow: 0, dueHeld: 40, newAvailable: 0 });
    expect(screen.getByTestId('home-due').textContent).toBe('0 cards due');
    expect(screen.getByTestId('home-nothing-now').textContent).toBe(today.limitReached);
    // The way on leads: the daily limits; the study screen is still a step away.
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [today.settings, '/dashboard/settings'],
      [today.start, '/dashboard/study'],
    ]);
  });

  it('says all is done when the only card due today is a learning step due later', () => {
    showToday({ due: 1, dueNow: 0, dueHeld: 0, newAvailable: 0 });
    expect(screen.getByTestId('home-due').textContent).toBe('0 cards due');
    expect(screen.queryByTestId('home-held')).toBeNull();
    expect(screen.getByTestId('home-nothing-now').textContent).toBe(today.allDone);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [today.addWords, '/dashboard/words'],
      [today.start, '/dashboard/study'],
    ]);
  });

  // Nothing to take now while new words wait: each reason its own true sentence, the way on the daily limits.
  it.each([
    [
      'dailyLimitReached',
      'You have studied today’s new words: 23 more wait for tomorrow. Come back then, or raise the daily limits in Settings.',
    ],
    [
      'newWordsOff',
      'New words are turned off: 23 new words wait. Raise the daily new-word limit in Settings to study them.',
    ],
    [
      'reviewLimitReached',
      'You have reached today’s review limit, which new words count towards: 23 new words wait for tomorrow. Come back then, or raise the daily limits in Settings.',
    ],
  ] as const)(
    'says why new words wait, not that there is nothing to study (%s)',
    (newHeldReason, sentence) => {
      showToday({ due: 0, dueNow: 0, dueHeld: 0, newAvailable: 0, newHeld: 23, newHeldReason });
      expect(screen.getByTestId('home-nothing-now').textContent).toBe(sentence);
      expect(
        screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        [today.settings, '/dashboard/settings'],
        [today.start, '/dashboard/study'],
      ]);
    },
  );

  it('says studying is turned off, not that cards wait for tomorrow, when the review maximum is 0', () => {
    showToday({
      due: 4,
      dueNow: 0,
      dueHeld: 4,
      newAvailable: 0,
      newHeld: 23,
      newHeldReason: 'reviewLimitReached',
      reviewsOff: true,
    });
    expect(screen.getByTestId('home-held').textContent).toBe(
      '4 more cards wait: your daily review maximum is 0',
    );
    expect(screen.getByTestId('home-nothing-now').textContent).toBe(today.reviewsOff);
    expect(screen.queryByText(/tomorrow/)).toBeNull();
    expect(screen.getByRole('link', { name: today.settings }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
  });
});
