import { describe, expect, it } from 'vitest';
import { type AnkiCard, ankiDefaults } from './anki-scheduler';
import { fixedScheduler } from './fixed-scheduler';
import { DAY, dayStart, HOUR, MINUTE, studyDay } from './sim-scheduler';
import { sm2Intervals, sm2Scheduler } from './sm2-scheduler';

// SM-2 as Anki answers it (ankitects/anki, rslib/src/scheduler/states/review.rs, learning.rs,
// relearning.rs, and the manual's deck options: https://docs.ankiweb.net/deck-options.html).

const review = (fields: Partial<AnkiCard>): AnkiCard => ({
  phase: 'review',
  remaining: 0,
  due: 0,
  interval: 10,
  lastDay: 0,
  ease: 2.5,
  reps: 5,
  lapses: 0,
  level: 0,
  ...fields,
});

describe('SM-2 review intervals', () => {
  it("matches Anki's test: interval 1, ease 130 %, on time", () => {
    const card = review({ interval: 1, ease: 1.3 });
    expect(sm2Intervals(1, { card, daysLate: 0, fuzz: 0 })).toEqual({ hard: 2, good: 3, easy: 4 });
    // A silly modifier cannot push below each button's minimum.
    expect(sm2Intervals(0.1, { card, daysLate: 0, fuzz: 0 })).toEqual({ hard: 2, good: 3, easy: 4 });
    expect(sm2Intervals(0.1, { card, daysLate: 0, fuzz: 0.99 })).toEqual({ hard: 2, good: 4, easy: 6 });
  });

  it('multiplies by 1.2, the ease and the ease × 1.3, counting half the days late for Good and all of them for Easy', () => {
    const card = review({ interval: 10, ease: 2.5 });
    expect(sm2Intervals(1, { card, daysLate: 0, fuzz: null })).toEqual({ hard: 12, good: 25, easy: 33 });
    expect(sm2Intervals(1, { card, daysLate: 4, fuzz: null })).toEqual({ hard: 12, good: 30, easy: 46 });
  });

  it('applies the interval modifier to every passed interval', () => {
    const card = review({ interval: 10, ease: 2.5 });
    expect(sm2Intervals(0.8, { card, daysLate: 0, fuzz: null })).toEqual({ hard: 11, good: 20, easy: 26 });
  });

  it('uses the elapsed days for an early review, never less than the interval for Good', () => {
    const card = review({ interval: 10, ease: 2.5 });
    // 6 of 10 days: Hard max(6 × 1.2, 10 × 0.6) = 7.2, Good max(6 × 2.5, 10) = 15, Easy 15 × 1.15.
    expect(sm2Intervals(1, { card, daysLate: -4, fuzz: null })).toEqual({ hard: 7, good: 15, easy: 17 });
  });
});

describe('a card through SM-2 with fuzz off', () => {
  const sm2 = sm2Scheduler(1, { ...ankiDefaults, fuzz: false });
  const start = 9 * HOUR;

  it('learns in 1- and 10-minute steps, then graduates at 1 day (Good) or 4 days (Easy)', () => {
    const fresh = sm2.create(start);
    const again = sm2.review(1, fresh, 1, start);
    expect([again.phase, again.due - start]).toEqual(['learning', MINUTE]);
    const hard = sm2.review(1, fresh, 2, start);
    expect(hard.due - start).toBe(5.5 * MINUTE);
    const good = sm2.review(1, fresh, 3, start);
    expect([good.phase, good.due - start]).toEqual(['learning', 10 * MINUTE]);
    const hardOnLastStep = sm2.review(1, good, 2, start + 10 * MINUTE);
    expect(hardOnLastStep.due - (start + 10 * MINUTE)).toBe(10 * MINUTE);
    const graduated = sm2.review(1, good, 3, start + 10 * MINUTE);
    expect([graduated.phase, graduated.interval, graduated.ease]).toEqual(['review', 1, 2.5]);
    expect(graduated.due).toBe(dayStart(studyDay(start) + 1));
    expect(sm2.review(1, fresh, 4, start).interval).toBe(4);
  });

  it('on a lapse takes 20 points of ease, relearns for 10 minutes and comes back after 1 day', () => {
    const card = review({ interval: 30, ease: 2.5, lastDay: 0 });
    const now = 30 * DAY + start;
    const lapsed = sm2.review(1, card, 1, now);
    expect([lapsed.phase, lapsed.due - now, lapsed.ease, lapsed.interval, lapsed.lapses]).toEqual([
      'relearning',
      10 * MINUTE,
      2.3,
      1,
      1,
    ]);
    expect(sm2.review(1, lapsed, 2, now).due - now).toBe(15 * MINUTE);
    const back = sm2.review(1, lapsed, 3, now + 10 * MINUTE);
    expect([back.phase, back.interval, back.ease]).toEqual(['review', 1, 2.3]);
    expect(sm2.review(1, lapsed, 4, now + 10 * MINUTE).interval).toBe(2);
  });

  it('never lets ease fall below 130 %', () => {
    const card = review({ ease: 1.35 });
    expect(sm2.review(1, card, 2, 10 * DAY + start).ease).toBe(1.3);
    expect(sm2.review(1, card, 1, 10 * DAY + start).ease).toBe(1.3);
  });
});

describe('fixed intervals', () => {
  it('climb the ladder on any pass and start over after a lapse', () => {
    const fixed = fixedScheduler();
    let card = fixed.create(0) as AnkiCard;
    card = fixed.review(1, card, 3, 9 * HOUR) as AnkiCard;
    card = fixed.review(1, card, 3, 9 * HOUR + 10 * MINUTE) as AnkiCard;
    const intervals = [card.interval];
    for (const rating of [2, 3, 4, 3] as const) {
      card = fixed.review(1, card, rating, card.due + 5 * HOUR) as AnkiCard;
      intervals.push(card.interval);
    }
    expect(intervals).toEqual([1, 3, 7, 14, 30]);
    card = fixed.review(1, card, 1, card.due + 5 * HOUR) as AnkiCard;
    card = fixed.review(1, card, 3, card.due) as AnkiCard;
    expect(card.interval).toBe(1);
  });
});
