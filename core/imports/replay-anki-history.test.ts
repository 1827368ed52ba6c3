import { describe, expect, it } from 'vitest';
import { createScheduler } from '../study/scheduler';
import { type AnkiRevlogEntry, replayAnkiHistory } from './replay-anki-history';

const day = 86_400_000;
const start = Date.parse('2026-01-05T10:00:00Z');
const scheduler = createScheduler({ fuzz: false, timeZone: 'UTC' });
const importedAt = new Date(start + 400 * day);
const context = { scheduler, timeZone: 'UTC', addedAt: new Date(start - day), now: importedAt };
const entry = (offsetMs: number, ease: number, type = 1, ivl = 1, factor = 2500): AnkiRevlogEntry => ({
  id: start + offsetMs,
  ease,
  type,
  time: 4000,
  ivl,
  factor,
});

describe('replayAnkiHistory', () => {
  it('replays every answer in time order with its original time and rating', () => {
    const { card, reviews } = replayAnkiHistory(
      'card-1',
      [entry(3 * day, 3), entry(0, 3, 0), entry(10 * 60_000, 3, 0), entry(10 * day, 1)],
      context,
    );
    expect(reviews.map((review) => review.rating)).toEqual([3, 3, 3, 1]);
    expect(reviews[0]).toMatchObject({
      reviewedAt: new Date(start).toISOString(),
      stateBefore: 0,
      studyDay: '2026-01-05',
    });
    expect(reviews[3]!.stateBefore).toBe(2);
    expect(card.state).toBe('relearning');
    expect(card.lapses).toBe(1);
    expect(card.reps).toBe(4);
  });

  it('leaves out answers dated after the import (a device clock ahead), so live answers move the card', () => {
    const ahead = entry(400 * day + 2 * day, 3);
    const { card, reviews } = replayAnkiHistory('card-9', [entry(0, 3, 0), ahead], context);
    expect(reviews.map((review) => review.revlogId)).toEqual([start]);
    expect(Date.parse(card.lastReview!)).toBe(start);
    // An answer just after the import is newer than the card's last review: it moves it.
    expect(scheduler.review('card-9', card, 1, new Date(importedAt.getTime() + 3_600_000)).moved).toBe(true);
  });

  it('leaves manual schedule changes out and starts over after a reset', () => {
    const { card, reviews } = replayAnkiHistory(
      'card-2',
      [entry(0, 3, 0), entry(day, 0, 4, 5), entry(2 * day, 0, 4, 0), entry(3 * day, 4, 0)],
      context,
    );
    expect(reviews).toHaveLength(2);
    expect(reviews[1]!.stateBefore).toBe(0);
    expect(card.reps).toBe(1);
    expect(card.state).toBe('review');
  });

  it('leaves cram answers out (a filtered deck that does not reschedule), as Anki’s FSRS does', () => {
    const history = [entry(0, 3, 0), entry(day, 3)];
    const reviewed = replayAnkiHistory('card-4', history, context).card;
    const cramAgain = entry(2 * day, 1, 3, 0, 0);
    const { card, reviews } = replayAnkiHistory('card-4', [...history, cramAgain], context);
    expect(reviews.map((review) => review.revlogId)).toEqual([start, start + day]);
    expect(card).toEqual(reviewed);
    expect(card).toMatchObject({ state: 'review', lapses: 0 });
  });

  it('replays answers in a filtered deck that reschedules', () => {
    const rescheduling = entry(3 * day, 1, 3, 1, 2300);
    const { card, reviews } = replayAnkiHistory(
      'card-5',
      [entry(0, 3, 0), entry(day, 3), rescheduling],
      context,
    );
    expect(reviews).toHaveLength(3);
    expect(card.lapses).toBe(1);
  });

  it('keeps a card without answers new', () => {
    const { card, reviews } = replayAnkiHistory('card-3', [entry(0, 0, 4, 3)], context);
    expect(reviews).toEqual([]);
    expect(card.state).toBe('new');
  });
});
