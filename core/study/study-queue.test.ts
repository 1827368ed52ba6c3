import { describe, expect, it } from 'vitest';
import { todaysAllowance } from './daily-allowance';
import { buildStudyQueue, type CardSummary } from './study-queue';

const now = new Date('2026-11-23T12:00:00Z');
const dayEnd = new Date('2026-11-24T04:00:00Z');
const iso = (offsetHours: number) => new Date(now.getTime() + offsetHours * 3_600_000).toISOString();

const review = (id: string, dueHours: number, intervalDays: number): CardSummary => ({
  id,
  state: 'review',
  due: iso(dueHours),
  lastReview: iso(dueHours - intervalDays * 24),
  addedAt: iso(-24 * 400),
});
const fresh = (id: string, addedHours: number): CardSummary => ({
  id,
  state: 'new',
  due: iso(addedHours),
  lastReview: null,
  addedAt: iso(addedHours),
});

describe('buildStudyQueue', () => {
  const cards: CardSummary[] = [
    fresh('new-late', -1),
    review('due-3-days-late-on-60', -72, 60),
    review('due-2-days-late-on-2', -48, 2),
    review('due-tonight', 10, 5),
    review('due-tomorrow', 20, 5),
    fresh('new-early', -30),
    { id: 'learning-now', state: 'learning', due: iso(0.1), lastReview: iso(-0.1), addedAt: iso(-1) },
    { id: 'learning-later', state: 'learning', due: iso(1), lastReview: iso(0), addedAt: iso(-1) },
  ];

  it('puts due cards first, most overdue relative to their interval first, then new cards oldest first', () => {
    const queue = buildStudyQueue(cards, { now, dayEnd, allowance: { newCards: 20, total: 200 } });
    // learning-now is due in 6 minutes of a 12-minute step (-0.5 of its interval), due-tonight in 10
    // hours of 5 days (-0.08): both within today's reach, ordered by the same rule.
    expect(queue.map((card) => card.id)).toEqual([
      'due-2-days-late-on-2',
      'due-3-days-late-on-60',
      'due-tonight',
      'learning-now',
      'new-early',
      'new-late',
    ]);
  });

  it('stops new cards at the new-card allowance', () => {
    const queue = buildStudyQueue(cards, { now, dayEnd, allowance: { newCards: 1, total: 200 } });
    expect(queue.filter((card) => card.state === 'new').map((card) => card.id)).toEqual(['new-early']);
  });

  it('lets reviews fill the day before new cards, never holding back cards in their learning steps', () => {
    const queue = buildStudyQueue(cards, { now, dayEnd, allowance: { newCards: 20, total: 2 } });
    expect(queue.map((card) => card.id)).toEqual([
      'due-2-days-late-on-2',
      'due-3-days-late-on-60',
      'learning-now',
    ]);
    const oneLeft = buildStudyQueue(cards, { now, dayEnd, allowance: { newCards: 20, total: 4 } });
    expect(oneLeft.map((card) => card.id)).toEqual([
      'due-2-days-late-on-2',
      'due-3-days-late-on-60',
      'due-tonight',
      'learning-now',
      'new-early',
    ]);
  });
});

describe('todaysAllowance', () => {
  const settings = { newCardsPerDay: 20, maxReviewsPerDay: 200 };

  it('leaves the rest of each limit for today', () => {
    expect(todaysAllowance(settings, { newCardsStudied: 0, reviewsDone: 0 })).toEqual({
      newCards: 20,
      total: 200,
    });
    expect(todaysAllowance(settings, { newCardsStudied: 5, reviewsDone: 50 })).toEqual({
      newCards: 15,
      total: 145,
    });
  });

  it('counts new cards against the review limit and never goes below zero', () => {
    expect(todaysAllowance(settings, { newCardsStudied: 0, reviewsDone: 190 })).toEqual({
      newCards: 10,
      total: 10,
    });
    expect(todaysAllowance(settings, { newCardsStudied: 25, reviewsDone: 300 })).toEqual({
      newCards: 0,
      total: 0,
    });
  });
});
