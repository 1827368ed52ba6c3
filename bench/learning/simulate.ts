import type { CardState } from '~/core/study/card-state';
import { type Random, seededRandom } from '~/core/study/random';
import type { RatingValue } from '~/core/study/ratings';
import type { ReviewLogEntry } from '~/core/study/review-log-csv';
import { fsrsScheduler, type SimScheduler } from './schedulers';
import {
  drawLearner,
  drawWord,
  firstExposure,
  type Learner,
  recall,
  recallProbability,
  type WordMemory,
} from './simulated-learner';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const LEARN_AHEAD = 20 * MINUTE;
const SECONDS_PER_ANSWER = 10_000;
const END_WINDOW_DAYS = 30;

export type SimulationOptions = {
  days: number;
  words: number;
  newPerDay: number;
  seed: number;
  /** Draw the words from this seed instead (the same learner with another word list). */
  wordSeed?: number;
  /** Keep the review log (for the FSRS optimizer). */
  keepLog?: boolean;
  /** Follow the log with FSRS and record its predicted recall before each review (slower). */
  predict?: boolean;
};

/** A review of a card that had waited at least a day, for judging a scheduler's predicted recall. */
export type PredictionSample = {
  predicted: number;
  recalled: boolean;
  elapsedDays: number;
  reviews: number;
  lapses: number;
};

export type SimulationResult = {
  reviews: number;
  /**
   * Mean true recall probability of all words at the end, averaged over the last 30 days' ends (each
   * word sits at a different point of its interval on any one day, so a single instant is noisy).
   */
  endRetention: number;
  samples: PredictionSample[];
  log: ReviewLogEntry[];
};

/**
 * How the simulated learner answers: Again when forgotten, Hard when recall was a struggle, and now
 * and then Easy when it was effortless after at least a day (nobody calls a word seen a minute ago easy).
 */
function rate(recalled: boolean, p: number, elapsedDays: number, random: Random): RatingValue {
  if (!recalled) return 1;
  if (p < 0.6) return 2;
  if (elapsedDays >= 1 && p > 0.95 && random() < 0.3) return 4;
  return 3;
}

/**
 * One learner, one scheduler, `days` days: a session a day at a time that wanders ±2 hours around
 * 09:00; the session takes every card due before the study day ends (04:00) and up to `newPerDay`
 * new words, and repeats cards in their minutes-long steps within the session. The same seed gives
 * the same learner and words for every scheduler; the answers differ only as the schedules do.
 */
export function simulate<C>(scheduler: SimScheduler<C>, options: SimulationOptions): SimulationResult {
  // FSRS follows every log, whichever scheduler wrote it, to predict recall before each review: on
  // FSRS's own schedule nearly every review comes when predicted recall is at the target, so only
  // the other schedules' reviews (early, late) test its predictions across the range.
  const shadow = fsrsScheduler(0.9);
  const shadows: CardState[] = [];
  const world = seededRandom(options.seed);
  const learner: Learner = drawLearner(world);
  const wordRandom = options.wordSeed === undefined ? world : seededRandom(options.wordSeed);
  const words: WordMemory[] = Array.from({ length: options.words }, () => drawWord(wordRandom));
  const answers = seededRandom(options.seed + 1);
  const cards: (C | null)[] = words.map(() => null);
  // Each card's due time, kept beside it: the daily scan must not re-read every card's state.
  const dues: number[] = words.map(() => Number.POSITIVE_INFINITY);
  const history = words.map(() => ({ reviews: 0, lapses: 0, last: 0 }));
  const samples: PredictionSample[] = [];
  const log: ReviewLogEntry[] = [];
  let introduced = 0;
  let reviews = 0;

  let retentionSum = 0;
  let retentionDays = 0;
  for (let day = 0; day < options.days; day++) {
    let now = day * DAY + 9 * HOUR + (world() * 4 - 2) * HOUR;
    const dayEnd = (day + 1) * DAY + 4 * HOUR;
    const queue: number[] = [];
    dues.forEach((due, i) => {
      if (due < dayEnd) queue.push(i);
    });
    queue.sort((a, b) => dues[a]! - dues[b]!);
    for (let n = 0; n < options.newPerDay && introduced < words.length; n++) queue.push(introduced++);

    while (queue.length > 0) {
      const i = queue.shift()!;
      const word = words[i]!;
      const existing = cards[i];
      let card: C;
      let rating: RatingValue;
      if (existing === null || existing === undefined) {
        card = scheduler.create(now);
        if (options.predict) shadows[i] = shadow.create(now);
        firstExposure(learner, word, now);
        // At first sight a learner marks a word Good more often the easier it is for them.
        const skill = learner.ability / word.difficulty;
        rating = answers() < skill / (1 + skill) ? 3 : 1;
      } else {
        card = existing;
        const elapsedDays = (now - history[i]!.last) / DAY;
        const predicted =
          options.predict && elapsedDays >= 1 ? shadow.retrievability(shadows[i]!, now) : undefined;
        const outcome = recall(learner, word, now, answers);
        rating = rate(outcome.recalled, outcome.p, elapsedDays, answers);
        if (predicted !== undefined) {
          samples.push({ predicted, recalled: outcome.recalled, elapsedDays, ...history[i]! });
        }
        if (!outcome.recalled) history[i]!.lapses++;
      }
      history[i]!.reviews++;
      history[i]!.last = now;
      if (options.keepLog) {
        log.push({
          cardId: String(i),
          reviewedAt: new Date(now),
          rating,
          stateBefore: scheduler.stateName(card),
          durationMs: SECONDS_PER_ANSWER,
        });
      }
      card = scheduler.review(String(i), card, rating, now);
      if (options.predict) shadows[i] = shadow.review(String(i), shadows[i]!, rating, now);
      cards[i] = card;
      dues[i] = scheduler.due(card);
      reviews++;
      now += SECONDS_PER_ANSWER;
      if (scheduler.inSteps(card) && dues[i]! <= now + LEARN_AHEAD) queue.push(i);
    }
    if (day >= options.days - END_WINDOW_DAYS) {
      const end = (day + 1) * DAY;
      retentionSum +=
        words.reduce((sum, word) => sum + recallProbability(learner, word, end), 0) / words.length;
      retentionDays++;
    }
  }
  return { reviews, endRetention: retentionSum / retentionDays, samples, log };
}
