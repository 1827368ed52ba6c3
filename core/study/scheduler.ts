import { type Card, fsrs, GenSeedStrategyWithCardId, type Grade, StrategyMode } from 'ts-fsrs';
import { type CardState, type CardStateName, fromFsrsCard, toFsrsCard } from './card-state';
import { DAY_ROLLOVER_HOUR } from './day-boundary';
import { type RatingName, type RatingValue, ratingNames } from './ratings';
import { defaultStudySettings } from './study-settings';
import { zoneOffsetMinutes } from './zone-offset';

// Anki's defaults: a new card is shown again after 1 and 10 minutes before it graduates to days; a
// forgotten card after 10 minutes.
export const LEARNING_STEPS = ['1m', '10m'] as const;
export const RELEARNING_STEPS = ['10m'] as const;
export const MAXIMUM_INTERVAL_DAYS = 36500;

export type SchedulerOptions = {
  desiredRetention?: number;
  /**
   * Fuzz spreads cards learned together over nearby days so they do not fall due in one lump. It is
   * seeded by the card's id and its review count, so the same card in the same state always gets the
   * same interval: previews match the review that follows, retries are reproducible, tests are exact.
   */
  fuzz?: boolean;
  /**
   * FSRS-6's 21 weights, when optimized for this learner from their review log (the review-log CSV
   * is what the optimizer reads); FSRS's published defaults otherwise.
   */
  parameters?: readonly number[];
  /**
   * The learner's IANA time zone. FSRS counts the days between two reviews by the calendar dates of
   * the instants it is given, which ts-fsrs takes in UTC; with the zone, they are the learner's study
   * days instead (rolling over at 04:00 local, core/study/day-boundary.ts), so that two reviews in one
   * study day are a same-day review and a day apart is one day, wherever the learner's midnight falls.
   */
  timeZone?: string;
};

export type ScheduledOutcome = { due: string; intervalMs: number; scheduledDays: number };

export type ReviewOutcome = {
  /** The card's state after the review (unchanged when `moved` is false). */
  card: CardState;
  /** False when the review is older than the card's last review: logged, but it does not move the card. */
  moved: boolean;
  stateBefore: CardStateName;
  /** Whole days since the card's previous review (0 for a new card), for the review log. */
  elapsedDays: number;
};

/** A review that happened before the card's last review (an offline batch uploaded late). */
export function isOlderThanLastReview(card: CardState, reviewedAt: Date): boolean {
  return card.lastReview !== null && reviewedAt.getTime() < Date.parse(card.lastReview);
}

const seeded = GenSeedStrategyWithCardId('card_id');

export function createScheduler({
  desiredRetention = defaultStudySettings.desiredRetention,
  fuzz = true,
  parameters,
  timeZone,
}: SchedulerOptions = {}) {
  const engine = fsrs({
    ...(parameters ? { w: [...parameters] } : {}),
    request_retention: desiredRetention,
    maximum_interval: MAXIMUM_INTERVAL_DAYS,
    enable_fuzz: fuzz,
    enable_short_term: true,
    learning_steps: [...LEARNING_STEPS],
    relearning_steps: [...RELEARNING_STEPS],
  }).useStrategy(StrategyMode.SEED, seeded);

  // ts-fsrs counts elapsed days between the UTC calendar dates of its instants. Moving every instant by
  // the zone's offset less the rollover hour makes its UTC date the study day it belongs to; results
  // are moved back by the shift of the review's own instant, so intervals from it are unchanged.
  const shiftOf = (instant: Date) =>
    timeZone === undefined
      ? 0
      : zoneOffsetMinutes(timeZone, instant) * 60_000 - DAY_ROLLOVER_HOUR * 3_600_000;
  const shifted = (instant: Date) => new Date(instant.getTime() + shiftOf(instant));

  // A due time days away is moved back by the shift at that time, not the review's: across a change to
  // or from summer time, n days later keeps the local time of day (moved back by the review's shift, it
  // came an hour earlier or later on the clock, and a review at 04:30 fell due before the 04:00
  // rollover: a study day early). The shift of the review's instant finds the day; a second look at
  // the time found corrects for the change between them.
  const unshiftedDays = (due: Date, back: number) => {
    const first = due.getTime() - back;
    return new Date(due.getTime() - shiftOf(new Date(first)));
  };

  const toEngine = (cardId: string, card: CardState, now: Date) => {
    const fsrsCard = toFsrsCard(card);
    const back = shiftOf(now);
    return {
      card: {
        ...fsrsCard,
        due: shifted(fsrsCard.due),
        last_review: fsrsCard.last_review ? shifted(fsrsCard.last_review) : undefined,
        card_id: cardId,
      } satisfies Card & { card_id: string },
      now: new Date(now.getTime() + back), // shifted(now), its offset looked up once
      fromEngine: (next: Card): Card => ({
        ...next,
        // Learning steps are minutes from now; intervals of days are study days from today.
        due: next.scheduled_days >= 1 ? unshiftedDays(next.due, back) : new Date(next.due.getTime() - back),
        last_review: next.last_review ? new Date(next.last_review.getTime() - back) : undefined,
      }),
    };
  };

  return {
    /** What each rating would do now: the interval to show on the flashcard buttons. */
    preview(cardId: string, card: CardState, now: Date): Record<RatingName, ScheduledOutcome> {
      const input = toEngine(cardId, card, now);
      const outcomes = engine.repeat(input.card, input.now);
      const result = {} as Record<RatingName, ScheduledOutcome>;
      ratingNames.forEach((name, index) => {
        const next = input.fromEngine(outcomes[(index + 1) as Grade].card);
        result[name] = {
          due: next.due.toISOString(),
          intervalMs: next.due.getTime() - now.getTime(),
          scheduledDays: next.scheduled_days,
        };
      });
      return result;
    },

    review(cardId: string, card: CardState, rating: RatingValue, reviewedAt: Date): ReviewOutcome {
      const elapsedDays = card.lastReview
        ? Math.max(0, Math.floor((reviewedAt.getTime() - Date.parse(card.lastReview)) / 86_400_000))
        : 0;
      if (isOlderThanLastReview(card, reviewedAt)) {
        return { card, moved: false, stateBefore: card.state, elapsedDays: 0 };
      }
      const input = toEngine(cardId, card, reviewedAt);
      const { card: next } = engine.next(input.card, input.now, rating);
      return {
        card: fromFsrsCard(input.fromEngine(next)),
        moved: true,
        stateBefore: card.state,
        elapsedDays,
      };
    },

    /** FSRS's predicted probability of recalling the card at `now` (0–1). */
    retrievability(card: CardState, now: Date): number {
      if (card.state === 'new') return 0;
      const input = toEngine('', card, now);
      return engine.get_retrievability(input.card, input.now, false);
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
