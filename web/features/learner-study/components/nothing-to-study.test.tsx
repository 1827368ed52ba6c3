// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { emptyMessages } from '../i18n/empty-messages';
import { studyEn } from '../i18n/en';
import { studySession } from '../lib/study-item-factory';
import { dailyLimitReached, NothingToStudy } from './nothing-to-study';

const emptyEn = emptyMessages.en;

afterEach(cleanup);

const now = new Date('2026-11-23T12:00:00Z');

describe('NothingToStudy', () => {
  it('says today’s limits are used up, not that a card was due yesterday, and leads to Settings', () => {
    const session = {
      ...studySession([]),
      id: null,
      allowance: { newCards: 0, total: 0 },
      nextDue: '2026-11-22T14:02:00.000Z',
    };
    expect(dailyLimitReached(session, now)).toBe(true);
    renderWithData(<NothingToStudy session={session} onBack={() => {}} t={studyEn} numberLocale="en-US" />);
    expect(screen.getByText(emptyEn.limitReached)).toBeTruthy();
    expect(screen.queryByText(/Your next card is due/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/dashboard/settings');
  });

  it('says when the next card is due while the limits leave room', () => {
    const session = { ...studySession([]), id: null, nextDue: '2099-11-24T09:00:00.000Z' };
    expect(dailyLimitReached(session, now)).toBe(false);
    renderWithData(<NothingToStudy session={session} onBack={() => {}} t={studyEn} numberLocale="en-US" />);
    expect(screen.getByText(/Your next card is due/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add words' })).toBeTruthy();
  });

  it('a new-words session with today’s new words used up says so too', () => {
    const session = {
      ...studySession([]),
      id: null,
      scope: 'new' as const,
      allowance: { newCards: 0, total: 150 },
    };
    expect(dailyLimitReached(session, now)).toBe(true);
  });

  it('a new-words session with new words allowed but none left asks for words, whatever is due', () => {
    const session = {
      ...studySession([]),
      id: null,
      scope: 'new' as const,
      allowance: { newCards: 20, total: 150 },
      nextDue: '2026-11-22T14:02:00.000Z',
    };
    expect(dailyLimitReached(session, now)).toBe(false);
    renderWithData(<NothingToStudy session={session} onBack={() => {}} t={studyEn} numberLocale="en-US" />);
    expect(screen.queryByText(emptyEn.limitReached)).toBeNull();
    expect(screen.getByRole('link', { name: 'Add words' })).toBeTruthy();
  });

  it('says today’s new words are done while more wait, and leads to Settings rather than to more words', () => {
    const session = {
      ...studySession([]),
      id: null,
      allowance: { newCards: 0, total: 180 },
      nextDue: '2099-11-24T09:00:00.000Z',
      newHeld: 23,
      newHeldReason: 'dailyLimitReached' as const,
    };
    expect(dailyLimitReached(session, now)).toBe(false);
    renderWithData(<NothingToStudy session={session} onBack={() => {}} t={studyEn} numberLocale="en-US" />);
    expect(
      screen.getByText(
        'You have studied today’s new words: 23 more wait for tomorrow. Come back then, or raise the daily limits in Settings.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Your next card is due/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/dashboard/settings');
    expect(screen.queryByRole('link', { name: 'Add words' })).toBeNull();
  });

  // A new-words session too: not "today's allowance is studied, come back tomorrow".
  it.each(['due', 'new'] as const)(
    'says new words are turned off, not that they wait for tomorrow, when the new-word limit is 0 (%s)',
    (scope) => {
      const session = {
        ...studySession([]),
        id: null,
        scope,
        allowance: { newCards: 0, total: 200 },
        nextDue: null,
        newHeld: 23,
        newHeldReason: 'newWordsOff' as const,
      };
      renderWithData(<NothingToStudy session={session} onBack={() => {}} t={studyEn} numberLocale="en-US" />);
      expect(
        screen.getByText(
          'New words are turned off: 23 new words wait. Raise the daily new-word limit in Settings to study them.',
        ),
      ).toBeTruthy();
      expect(screen.queryByText(/tomorrow/)).toBeNull();
      expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/dashboard/settings');
      expect(screen.queryByRole('link', { name: 'Add words' })).toBeNull();
    },
  );

  // A review maximum of 0: cards due since this morning and new words wait for no tomorrow.
  it('says studying is turned off, not to come back tomorrow, when the review maximum is 0', () => {
    const session = {
      ...studySession([]),
      id: null,
      allowance: { newCards: 0, total: 0 },
      nextDue: '2020-11-24T04:00:00.000Z',
      newHeld: 23,
      newHeldReason: 'reviewLimitReached' as const,
      reviewsOff: true,
    };
    renderWithData(<NothingToStudy session={session} onBack={() => {}} t={studyEn} numberLocale="en-US" />);
    expect(screen.getByText(emptyEn.reviewsOff)).toBeTruthy();
    expect(screen.queryByText(/tomorrow|next card is due/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/dashboard/settings');
  });
});
