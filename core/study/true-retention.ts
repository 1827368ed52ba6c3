import { addStudyDays, type StudyDay } from './day-boundary';
import type { RatingValue } from './ratings';

/** Anki's "mature" cards: an interval of 21 days or more when they were reviewed. */
export const MATURE_INTERVAL_DAYS = 21;
/** True retention looks at the last 30 study days, today's included. */
export const TRUE_RETENTION_WINDOW_DAYS = 30;

export type RetentionReview = {
  /** The study day the review counted for (the learner's day, rolling over at 04:00 local). */
  studyDay: StudyDay;
  rating: RatingValue;
  /** The card's scheduled interval going into this review (the interval the review tested). */
  intervalDays: number;
};

export type TrueRetention = { reviews: number; passed: number; rate: number | null };

/** Whether a review tested a mature card: it counts towards true retention. */
export const isMatureReview = (intervalDays: number) => intervalDays >= MATURE_INTERVAL_DAYS;

/** A study day's counts of answers to mature cards, as the server keeps them with the day's totals. */
export type RetentionDay = { day: StudyDay; matureReviews: number; maturePassed: number };

/** The first study day of the window that ends with `today`. */
export const trueRetentionSince = (today: StudyDay): StudyDay =>
  addStudyDays(today, 1 - TRUE_RETENTION_WINDOW_DAYS);

/** The rate of `passed` among `reviews`: null while there are none, rather than a made-up 0 or 100 %. */
const retentionOf = (reviews: number, passed: number): TrueRetention => ({
  reviews,
  passed,
  rate: reviews ? passed / reviews : null,
});

/**
 * True retention: the share of reviews of mature cards in the last 30 study days (today's included)
 * not rated Again. Counted by study day, so the server keeps each day's counts with the day's other
 * totals and reads thirty rows, not the month's reviews.
 */
export function trueRetention(reviews: readonly RetentionReview[], today: StudyDay): TrueRetention {
  const since = trueRetentionSince(today);
  const counted = reviews.filter(
    (review) => isMatureReview(review.intervalDays) && review.studyDay >= since && review.studyDay <= today,
  );
  return retentionOf(counted.length, counted.filter((review) => review.rating !== 1).length);
}

/**
 * True retention from per-day counts: the days of the window that ends with `today` summed (a day
 * after today, left by a move of time zone, is not in it).
 */
export function trueRetentionOfDays(days: readonly RetentionDay[], today: StudyDay): TrueRetention {
  const since = trueRetentionSince(today);
  let reviews = 0;
  let passed = 0;
  for (const row of days) {
    if (row.day < since || row.day > today) continue;
    reviews += row.matureReviews;
    passed += row.maturePassed;
  }
  return retentionOf(reviews, passed);
}
