// The four answers of a review, numbered as FSRS and its optimizer number them (the log's review_rating).
export const ratingNames = ['again', 'hard', 'good', 'easy'] as const;
export type RatingName = (typeof ratingNames)[number];
export type RatingValue = 1 | 2 | 3 | 4;

export const ratingValue: Record<RatingName, RatingValue> = { again: 1, hard: 2, good: 3, easy: 4 };

export function ratingName(value: RatingValue): RatingName {
  return ratingNames[value - 1]!;
}
