import { seededRandom } from '~/core/study/random';
import type { RatingValue } from '~/core/study/ratings';
import type { ReviewLogEntry } from '~/core/study/review-log-csv';
import { mixSeed, wordStream } from './draws';
import { firstRating, type GradeModel, reviewRating } from './learner-behaviour';
import type { MemoryModel } from './memory-model';
import { DAY, dayStart, HOUR, MINUTE, type SimScheduler, studyDay } from './sim-scheduler';

const LEARN_AHEAD = 20 * MINUTE;
const SECONDS_PER_ANSWER = 10_000;
const END_WINDOW_DAYS = 30;

export type SimulationOptions = {
  days: number;
  words: number;
  newPerDay: number;
  /** Cards a day, new ones included, as in Anki and our settings (learning steps not counted). */
  maxReviewsPerDay: number;
  /** The learner and their calendar. */
  seed: number;
  /** The word list (defaults to `seed`): the same learner can study another list. */
  wordSeed?: number;
  /** Keep the review log (for the FSRS optimizer and for judging predictions). */
  keepLog?: boolean;
  /** How recalled reviews are graded (default: by how hard the recall felt). */
  grades?: GradeModel;
};

export type SimulationResult = {
  /** Every answer, same-day learning steps included. */
  reviews: number;
  /** Answers a study day or more after the card's previous one. */
  longTermReviews: number;
  /** Mean true recall probability of all the words at the end of each of the last 30 days. */
  endRetention: number;
  /**
   * Mean true recall probability of all the words at the end of each day from the day the last new word
   * came in to the end of the year: what the learner knew, on average, over the year.
   */
  meanRetention: number;
  /** Days on which the review limit held cards back. */
  daysAtLimit: number;
  log: ReviewLogEntry[];
};

/**
 * One learner, one scheduler, `days` days: a session a day at a time that wanders ±2 hours around
 * 09:00 (UTC, the study day rolling over at 04:00); the session takes the cards due before the study
 * day ends, oldest first, and new words up to `newPerDay`, all within `maxReviewsPerDay`, and repeats
 * cards in their minutes-long steps within the session (Anki's 20-minute learn-ahead). The seeds fix the
 * learner, the calendar and each word's own stream of chance, so every scheduler meets the same learner,
 * words and luck.
 */
export function simulate<C>(
  model: MemoryModel,
  scheduler: SimScheduler<C>,
  options: SimulationOptions,
): SimulationResult {
  const calendar = seededRandom(mixSeed(options.seed, 1));
  const learner = model.drawLearner(seededRandom(mixSeed(options.seed, 2)));
  const wordSeed = options.wordSeed ?? options.seed;
  const wordSource = seededRandom(mixSeed(wordSeed, 3));
  const words = Array.from({ length: options.words }, () => learner.drawWord(wordSource));
  const chance = words.map((_, i) => wordStream(wordSeed, i));
  const cards: (C | null)[] = words.map(() => null);
  // Each card's due time, kept beside it: the daily scan must not re-read every card's state.
  const dues: number[] = words.map(() => Number.POSITIVE_INFINITY);
  const lastSeen: number[] = words.map(() => 0);
  const log: ReviewLogEntry[] = [];
  let introduced = 0;
  let reviews = 0;
  let longTermReviews = 0;
  let daysAtLimit = 0;
  let retentionSum = 0;
  let retentionDays = 0;
  let endSum = 0;
  let endDays = 0;

  for (let day = 0; day < options.days; day++) {
    let now = day * DAY + 9 * HOUR + (calendar() * 4 - 2) * HOUR;
    const dayEnd = dayStart(day + 1);
    const due: number[] = [];
    dues.forEach((time, i) => {
      if (time < dayEnd) due.push(i);
    });
    due.sort((a, b) => dues[a]! - dues[b]! || a - b);
    if (due.length > options.maxReviewsPerDay) daysAtLimit++;
    const queue = due.slice(0, options.maxReviewsPerDay);
    const allowance = Math.min(options.newPerDay, options.maxReviewsPerDay - queue.length);
    for (let n = 0; n < allowance && introduced < words.length; n++) queue.push(introduced++);

    while (queue.length > 0) {
      const i = queue.shift()!;
      const { memory, skill } = words[i]!;
      const random = chance[i]!;
      const existing = cards[i];
      let card: C;
      let rating: RatingValue;
      if (existing === null || existing === undefined) {
        card = scheduler.create(now);
        rating = firstRating(skill, random);
        memory.firstSight(now, rating);
      } else {
        card = existing;
        const p = memory.probability(now);
        const recalled = random() < p;
        const sameDay = studyDay(now) === studyDay(lastSeen[i]!);
        rating = reviewRating(p, recalled, sameDay, random, options.grades);
        memory.review(now, recalled, rating);
        if (!sameDay) longTermReviews++;
      }
      if (options.keepLog) {
        log.push({
          cardId: String(i),
          reviewedAt: new Date(now),
          rating,
          stateBefore: scheduler.stateName(card),
          durationMs: SECONDS_PER_ANSWER,
        });
      }
      card = scheduler.review(i, card, rating, now);
      cards[i] = card;
      dues[i] = scheduler.due(card);
      lastSeen[i] = now;
      reviews++;
      now += SECONDS_PER_ANSWER;
      if (scheduler.inSteps(card) && dues[i]! <= now + LEARN_AHEAD) queue.push(i);
    }

    const allIn = introduced === words.length;
    const countsForEnd = day >= options.days - END_WINDOW_DAYS;
    if (allIn || countsForEnd) {
      const retention = words.reduce((sum, word) => sum + word.memory.probability(dayEnd), 0) / words.length;
      if (allIn) {
        retentionSum += retention;
        retentionDays++;
      }
      if (countsForEnd) {
        endSum += retention;
        endDays++;
      }
    }
  }
  return {
    reviews,
    longTermReviews,
    endRetention: endSum / endDays,
    meanRetention: retentionSum / retentionDays,
    daysAtLimit,
    log,
  };
}
