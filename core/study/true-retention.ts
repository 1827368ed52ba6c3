import type { RatingValue } from './ratings';

/** Anki's "mature" cards: an interval of 21 days or more when they were reviewed. */
export const MATURE_INTERVAL_DAYS = 21;
export const TRUE_RETENTION_WINDOW_DAYS = 30;

export type RetentionReview = {
  reviewedAt: string;
  rating: RatingValue;
  /** The card's scheduled interval going into this review (the interval the review tested). */
  intervalDays: number;
};

export type TrueRetention = { reviews: number; passed: number; rate: number | null };

/**
 * True retention: the share of reviews of mature cards in the last 30 days (30 × 24 hours up to
 * `now`) not rated Again. Null while there are no such reviews, rather than a made-up 0 or 100 %.
 */
export function trueRetention(reviews: readonly RetentionReview[], now: Date): TrueRetention {
  const since = now.getTime() - TRUE_RETENTION_WINDOW_DAYS * 86_400_000;
  const counted = reviews.filter((review) => {
    const at = Date.parse(review.reviewedAt);
    return review.intervalDays >= MATURE_INTERVAL_DAYS && at > since && at <= now.getTime();
  });
  const passed = counted.filter((review) => review.rating !== 1).length;
  return { reviews: counted.length, passed, rate: counted.length ? passed / counted.length : null };
}
