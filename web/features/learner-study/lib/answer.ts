import type { RatingValue } from '~/core/study/ratings';
import type { ReviewGrade, ReviewSubmission } from '~/core/study/review';
import { REVIEW_MAX_DURATION_MS, REVIEW_MAX_TYPED_LENGTH } from '~/core/study/review-limits';
import type { StudyItem } from '~/core/study/study-session';

/** What the learner did with one card, in the shape each method sends it. */
export type Answer =
  | { method: 'flashcards'; rating: RatingValue }
  | { method: 'multipleChoice'; chosenOptionId: string }
  | { method: 'typing'; typed: string };

/** The review as POST /api/me/reviews takes it, with the client's id and the time of answering. */
export function reviewOf(
  item: StudyItem,
  answer: Answer,
  {
    id,
    sessionId,
    reviewedAt,
    durationMs,
  }: { id: string; sessionId: string | null; reviewedAt: Date; durationMs: number },
): ReviewSubmission {
  return {
    id,
    cardId: item.cardId,
    sessionId,
    reviewedAt: reviewedAt.toISOString(),
    // The server refuses answers longer than an hour: that is the learner walking away.
    durationMs: Math.min(Math.max(0, Math.round(durationMs)), REVIEW_MAX_DURATION_MS),
    method: answer.method,
    direction: item.direction,
    ...(answer.method === 'flashcards' ? { rating: answer.rating } : {}),
    ...(answer.method === 'multipleChoice' ? { chosenOptionId: answer.chosenOptionId } : {}),
    // Longer than the server takes, one answer would fail its whole batch, and every answer queued
    // after it, for good: it is cut to the length (the field stops there too).
    ...(answer.method === 'typing' ? { typed: answer.typed.slice(0, REVIEW_MAX_TYPED_LENGTH) } : {}),
  };
}

/** How an answer was judged: the server's grade, or this device's while offline. */
export type Outcome = {
  rating: RatingValue;
  grade: ReviewGrade | null;
  /** Graded here because the server could not be reached; the server grades again on sync. */
  provisional: boolean;
  againThisSession: boolean;
  /** The server refused the answer (its word deleted meanwhile, say): it was not counted. */
  refused?: { code: string; reason: string };
};
