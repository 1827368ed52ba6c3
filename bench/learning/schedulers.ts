import { type CardState, type CardStateName, newCardState } from '~/core/study/card-state';
import type { RatingValue } from '~/core/study/ratings';
import { createScheduler } from '~/core/study/scheduler';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** What the simulation needs of a scheduler: a card's due time and the card after a rating. */
export interface SimScheduler<C> {
  readonly name: string;
  create(now: number): C;
  due(card: C): number;
  /** Still in minutes-long (re)learning steps: shown again in the same session. */
  inSteps(card: C): boolean;
  /** The card's state for the review log (new, learning, review, relearning). */
  stateName(card: C): CardStateName;
  review(id: string, card: C, rating: RatingValue, now: number): C;
}

/** FSRS through the product's own wrapper (core/study/scheduler.ts), fuzz on as in production. */
export function fsrsScheduler(
  desiredRetention: number,
  parameters?: readonly number[],
  label = 'default parameters',
): SimScheduler<CardState> & {
  retrievability(card: CardState, now: number): number;
} {
  const scheduler = createScheduler({ desiredRetention, fuzz: true, parameters });
  return {
    name: `FSRS-6 (${label}, retention ${desiredRetention.toFixed(2)})`,
    stateName: (card) => card.state,
    create: (now) => newCardState(new Date(now)),
    due: (card) => Date.parse(card.due),
    inSteps: (card) => card.state === 'learning' || card.state === 'relearning',
    review: (id, card, rating, now) => scheduler.review(id, card, rating, new Date(now)).card,
    retrievability: (card, now) => scheduler.retrievability(card, new Date(now)),
  };
}

type StepCard = { phase: 'new' | 'learning' | 'review' | 'relearning'; step: number; due: number };
type Sm2Card = StepCard & { ease: number; interval: number };

/**
 * Anki's SM-2 with its defaults: learning steps 1 and 10 minutes, graduating interval 1 day, easy
 * interval 4 days, starting ease 250 %, Hard ×1.2 and ease −15, Good ×ease with half the days late,
 * Easy ×ease×1.3 and ease +15, a lapse −20 ease, 10-minute relearning step and a new interval of 1
 * day; ease never below 130 %. `modifier` is Anki's interval modifier (100 % by default).
 */
export function sm2Scheduler(modifier = 1): SimScheduler<Sm2Card> {
  const steps = [1, 10];
  const toReview = (card: Sm2Card, interval: number, now: number): Sm2Card => ({
    ...card,
    phase: 'review',
    step: 0,
    interval,
    due: now + interval * DAY,
  });
  return {
    name: `SM-2 (Anki defaults${modifier === 1 ? '' : `, interval modifier ${Math.round(modifier * 100)} %`})`,
    create: (now) => ({ phase: 'new', step: 0, due: now, ease: 2.5, interval: 0 }),
    stateName: (card) => card.phase,
    due: (card) => card.due,
    inSteps: (card) => card.phase === 'learning' || card.phase === 'relearning',
    review(_id, card, rating, now) {
      if (card.phase === 'new' || card.phase === 'learning') {
        if (rating === 4) return toReview(card, 4, now);
        if (rating === 1) return { ...card, phase: 'learning', step: 0, due: now + steps[0]! * MINUTE };
        if (rating === 2)
          return { ...card, phase: 'learning', due: now + ((steps[0]! + steps[1]!) / 2) * MINUTE };
        const next = card.phase === 'new' ? 1 : card.step + 1;
        if (next >= steps.length) return toReview(card, 1, now);
        return { ...card, phase: 'learning', step: next, due: now + steps[next]! * MINUTE };
      }
      if (card.phase === 'relearning') {
        if (rating === 1) return { ...card, due: now + 10 * MINUTE };
        return toReview(card, card.interval, now);
      }
      const late = Math.max(0, (now - card.due) / DAY);
      const hard = Math.max(card.interval + 1, card.interval * 1.2 * modifier);
      const good = Math.max(hard + 1, (card.interval + late / 2) * card.ease * modifier);
      const easy = Math.max(good + 1, (card.interval + late) * card.ease * 1.3 * modifier);
      const capped = (days: number) => Math.min(36500, Math.round(days));
      if (rating === 1) {
        return {
          ...card,
          phase: 'relearning',
          step: 0,
          ease: Math.max(1.3, card.ease - 0.2),
          interval: 1,
          due: now + 10 * MINUTE,
        };
      }
      if (rating === 2)
        return toReview({ ...card, ease: Math.max(1.3, card.ease - 0.15) }, capped(hard), now);
      if (rating === 3) return toReview(card, capped(good), now);
      return toReview({ ...card, ease: card.ease + 0.15 }, capped(easy), now);
    },
  };
}

/** Fixed intervals 1, 3, 7, 14, 30, 60, 120, 240, 480 days; a lapse starts over at 1 day. */
export function fixedScheduler(intervals = [1, 3, 7, 14, 30, 60, 120, 240, 480]): SimScheduler<StepCard> {
  const at = (level: number) => intervals[Math.min(level, intervals.length - 1)]!;
  return {
    name: `Fixed intervals (${intervals.slice(0, 6).join(', ')} … days)`,
    create: (now) => ({ phase: 'new', step: 0, due: now }),
    stateName: (card) => card.phase,
    due: (card) => card.due,
    inSteps: (card) => card.phase === 'learning' || card.phase === 'relearning',
    review(_id, card, rating, now) {
      if (rating === 1) {
        return {
          phase: card.phase === 'new' || card.phase === 'learning' ? 'learning' : 'relearning',
          step: 0,
          due: now + 10 * MINUTE,
        };
      }
      const level = card.phase === 'review' ? card.step + 1 : 0;
      return { phase: 'review', step: level, due: now + at(level) * DAY };
    },
  };
}
