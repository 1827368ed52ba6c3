import { default_w } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { cardStateSchema, newCardState } from './card-state';
import { studyDayOf, studyDaysBetween } from './day-boundary';
import { createScheduler, isOlderThanLastReview } from './scheduler';

const t0 = new Date('2026-11-23T09:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 86_400_000;
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('scheduler', () => {
  const scheduler = createScheduler({ desiredRetention: 0.9, fuzz: false });

  it('previews the learning steps of a new card: 1 min, 6 min, 10 min, and days for Easy', () => {
    const preview = scheduler.preview('card-1', newCardState(t0), t0);
    expect(preview.again.intervalMs).toBe(minutes(1));
    expect(preview.hard.intervalMs).toBe(minutes(6));
    expect(preview.good.intervalMs).toBe(minutes(10));
    expect(preview.easy.intervalMs).toBeGreaterThanOrEqual(days(1));
    expect(preview.easy.scheduledDays).toBeGreaterThanOrEqual(1);
  });

  it('keeps the card as plain JSON with ISO dates through a review', () => {
    const { card, moved, stateBefore } = scheduler.review('card-1', newCardState(t0), 3, t0);
    expect(moved).toBe(true);
    expect(stateBefore).toBe('new');
    expect(cardStateSchema.parse(JSON.parse(JSON.stringify(card)))).toEqual(card);
    expect(card).toMatchObject({ state: 'learning', reps: 1, lastReview: t0.toISOString() });
    expect(card.due).toBe(at(minutes(10)).toISOString());
  });

  it('graduates after the learning steps and lengthens the interval with each Good', () => {
    let card = scheduler.review('c', newCardState(t0), 3, t0).card;
    card = scheduler.review('c', card, 3, at(minutes(10))).card;
    expect(card.state).toBe('review');
    const first = card.scheduledDays;
    const reviewed = scheduler.review('c', card, 3, new Date(card.due));
    expect(reviewed.elapsedDays).toBe(first);
    expect(reviewed.card.scheduledDays).toBeGreaterThan(first);
  });

  it('sends a forgotten review card to relearning with a lapse', () => {
    let card = scheduler.review('c', newCardState(t0), 4, t0).card;
    card = scheduler.review('c', card, 1, new Date(card.due)).card;
    expect(card).toMatchObject({ state: 'relearning', lapses: 1 });
  });

  it('matches the preview it showed when the rating comes in', () => {
    const fuzzed = createScheduler({ fuzz: true });
    let card = fuzzed.review('c', newCardState(t0), 4, t0).card;
    for (let i = 0; i < 4; i++) {
      const now = new Date(card.due);
      const shown = fuzzed.preview('c', card, now);
      card = fuzzed.review('c', card, 3, now).card;
      expect(card.due).toBe(shown.good.due);
    }
  });

  it('fuzzes intervals by card id, the same for the same card and state', () => {
    const fuzzed = createScheduler({ fuzz: true });
    let card = fuzzed.review('x', newCardState(t0), 4, t0).card;
    card = fuzzed.review('x', card, 3, new Date(card.due)).card;
    const now = new Date(card.due);
    const intervals = (id: string) => fuzzed.preview(id, card, now).good.scheduledDays;
    expect(intervals('a')).toBe(intervals('a'));
    const spread = new Set(Array.from({ length: 30 }, (_, i) => intervals(`card-${i}`)));
    expect(spread.size).toBeGreaterThan(1);
  });

  it('schedules further apart at a lower desired retention', () => {
    const relaxed = createScheduler({ desiredRetention: 0.8, fuzz: false });
    const strict = createScheduler({ desiredRetention: 0.97, fuzz: false });
    const card = relaxed.review('c', newCardState(t0), 4, t0).card;
    const now = new Date(card.due);
    expect(relaxed.preview('c', card, now).good.scheduledDays).toBeGreaterThan(
      strict.preview('c', card, now).good.scheduledDays,
    );
  });

  it('logs but does not move a card for a review older than its last review', () => {
    const card = scheduler.review('c', newCardState(t0), 3, t0).card;
    const earlier = at(-minutes(5));
    expect(isOlderThanLastReview(card, earlier)).toBe(true);
    expect(isOlderThanLastReview(card, t0)).toBe(false);
    expect(isOlderThanLastReview(newCardState(t0), earlier)).toBe(false);
    const late = scheduler.review('c', card, 1, earlier);
    expect(late).toMatchObject({ moved: false, stateBefore: 'learning' });
    expect(late.card).toBe(card);
  });

  it('predicts recall: certain right after a review, falling with time', () => {
    const card = scheduler.review('c', newCardState(t0), 4, t0).card;
    expect(scheduler.retrievability(newCardState(t0), t0)).toBe(0);
    const soon = scheduler.retrievability(card, at(days(1)));
    const later = scheduler.retrievability(card, at(days(30)));
    expect(soon).toBeGreaterThan(later);
    expect(later).toBeGreaterThan(0);
  });

  it('schedules with weights optimized for the learner when given', () => {
    const weights = [...default_w];
    weights[3] = 30; // the initial stability after Easy, in days
    const optimized = createScheduler({ fuzz: false, parameters: weights });
    expect(optimized.preview('c', newCardState(t0), t0).easy.scheduledDays).toBe(30);
    expect(scheduler.preview('c', newCardState(t0), t0).easy.scheduledDays).toBeLessThan(10);
  });
});

describe("scheduler in the learner's time zone", () => {
  const tokyo = createScheduler({ fuzz: false, timeZone: 'Asia/Tokyo' });
  const utc = createScheduler({ fuzz: false });
  const learnt = (scheduler: typeof tokyo, start: Date) => {
    const card = scheduler.review('c', newCardState(start), 3, start).card;
    return scheduler.review('c', card, 3, new Date(start.getTime() + minutes(10))).card;
  };

  it('counts two reviews in one study day as a same-day review, across midnight UTC', () => {
    // 08:00 and 10:10 in Tokyo on 2 March: one study day, but 1 and 2 March in UTC.
    const morning = new Date('2026-03-01T23:00:00.000Z');
    const later = new Date('2026-03-02T01:10:00.000Z');
    const inTokyo = tokyo.review('c', learnt(tokyo, morning), 3, later).card;
    const inUtc = utc.review('c', learnt(utc, morning), 3, later).card;
    expect(inTokyo.elapsedDays).toBe(0);
    expect(inUtc.elapsedDays).toBe(1);
    // A same-day Good barely moves stability; a Good a day on would more than double it.
    expect(inTokyo.stability).toBeLessThan(inUtc.stability / 2);
  });

  it('counts one day between evenings on consecutive study days, and keeps due times exact', () => {
    const newYork = createScheduler({ fuzz: false, timeZone: 'America/New_York' });
    // 18:00 on Monday 9 March and 20:30 on Tuesday (23:00 UTC Monday, 00:30 UTC Wednesday).
    const monday = new Date('2026-03-09T22:00:00.000Z');
    const card = learnt(newYork, monday);
    expect(Date.parse(card.due) - (monday.getTime() + minutes(10))).toBe(days(card.scheduledDays));
    const tuesday = new Date('2026-03-11T00:30:00.000Z');
    expect(newYork.review('c', card, 3, tuesday).card.elapsedDays).toBe(1);
    expect(utc.review('c', learnt(utc, monday), 3, tuesday).card.elapsedDays).toBe(2);
  });

  it('puts a card due n days on n study days later, across the changes to and from summer time', () => {
    const berlin = createScheduler({ fuzz: false, timeZone: 'Europe/Berlin' });
    const card = learnt(berlin, new Date('2026-01-05T09:00:00.000Z'));
    // Every day of 2026 at 04:30 and at 03:30 local time (just after and just before the rollover)
    // and in the evening: each day interval lands that many study days on, at the same time of day.
    const checked: string[] = [];
    for (let day = 10; day < 360; day++) {
      for (const utcHour of [2.5, 3.5, 18]) {
        const at = new Date(Date.UTC(2026, 0, 1) + days(day) + utcHour * 3_600_000);
        for (const outcome of Object.values(berlin.preview('c', card, at))) {
          if (outcome.scheduledDays < 1) continue;
          const due = new Date(outcome.due);
          const landed = studyDaysBetween(studyDayOf(at, 'Europe/Berlin'), studyDayOf(due, 'Europe/Berlin'));
          if (landed !== outcome.scheduledDays)
            checked.push(`${at.toISOString()}: ${outcome.scheduledDays} → ${landed}`);
        }
      }
    }
    expect(checked).toEqual([]);
  });

  it('schedules as before in UTC outside the hours around the rollover', () => {
    const london = createScheduler({ fuzz: false, timeZone: 'UTC' });
    const card = learnt(london, t0);
    expect(card).toEqual(learnt(utc, t0));
    expect(london.preview('c', card, at(days(3)))).toEqual(utc.preview('c', card, at(days(3))));
  });
});
