import { and, eq } from 'drizzle-orm';
import type { CardState } from '~/core/study/card-state';
import { type RatingValue, ratingValue } from '~/core/study/ratings';
import type { ReviewGrade, ReviewResult, ReviewSubmission } from '~/core/study/review';
import type { Scheduler } from '~/core/study/scheduler';
import { LEARN_AHEAD_MS } from '~/core/study/study-queue';
import type { StudyChoiceOption } from '~/core/study/study-session';
import type { TypingTier } from '~/core/study/typing-grade';
import { wordStatusOf } from '~/core/words/word-status';
import type { Db } from '~/server/db/client';
import { reviewLog } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import type { AnswerCard } from './card-for-answer';
import { cardScheduleOf, cardStateOf } from './card-row';
import { gradeAnswer } from './grade-answer';
import { questionWordOf } from './question-word';

/** A card just answered comes back in this session while it is in its learning steps and due soon. */
export const dueAgainThisSession = (card: CardState, now: Date) =>
  card.state !== 'review' && Date.parse(card.due) <= now.getTime() + LEARN_AHEAD_MS;

type ReplayInput = {
  userId: string;
  review: ReviewSubmission;
  /** The card as it is now. */
  row: AnswerCard;
  scheduler: Scheduler;
  nativeLanguage: string | null;
  /** The options the answer's session showed the card with (multiple choice). */
  shown: StudyChoiceOption[] | undefined;
  now: Date;
};

/**
 * The answer as its first delivery left it, from its log row: a device that timed out and sent it
 * again learns what it was told the first time (its rating, the grade of the text typed or the
 * option chosen, whether the card comes back in this session), not nothing. Only a replay reads this,
 * so an answer's first delivery costs what it did.
 */
export async function replayedReview(db: Db, input: ReplayInput): Promise<ReviewResult> {
  const { userId, review, row, scheduler, now } = input;
  const [logged] = await db
    .select()
    .from(reviewLog)
    .where(and(eq(reviewLog.userId, userId), eq(reviewLog.id, review.id)));
  const state = cardStateOf(row);
  const result: ReviewResult = {
    id: review.id,
    cardId: review.cardId,
    status: 'duplicate',
    error: null,
    rating: null,
    reviewedAt: null,
    grade: null,
    card: cardScheduleOf(row),
    wordStatus: wordStatusOf(state),
    intervals: scheduler.preview(row.id, state, now),
    againThisSession: false,
  };
  // An id reused for another card says nothing about this one.
  if (!logged || logged.cardId !== row.id) return result;
  // The card is still where that answer put it (no later review moved it): it comes back as it did.
  const lastMove = logged.applied === 1 && row.lastReviewAt?.getTime() === logged.reviewedAt.getTime();
  return {
    ...result,
    rating: logged.rating,
    reviewedAt: logged.reviewedAt.toISOString(),
    grade: await gradeOfLogged(db, input, logged),
    againThisSession: lastMove && dueAgainThisSession(state, now),
  };
}

/**
 * The grade worked out again from the text typed or the option chosen as logged, with the logged
 * rating's verdict and tier (the word may have changed since: the grade given then stands).
 */
async function gradeOfLogged(
  db: Db,
  input: ReplayInput,
  logged: typeof reviewLog.$inferSelect,
): Promise<ReviewGrade | null> {
  if (logged.method === 'flashcards') return null;
  const { method, direction, typed, chosenOptionId } = logged;
  const review: ReviewSubmission = {
    ...input.review,
    method,
    direction,
    rating: undefined,
    typed: method === 'typing' ? (typed ?? '') : undefined,
    chosenOptionId: method === 'multipleChoice' ? (chosenOptionId ?? '') : undefined,
  };
  const regraded = await gradeAnswer(db, {
    userId: input.userId,
    cardId: input.row.id,
    word: questionWordOf(input.row.word),
    review,
    nativeLanguage: input.nativeLanguage,
    shown: input.shown,
  }).catch((error: unknown) => {
    // An option the session no longer lists: the logged verdict stands without the grade's words.
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!regraded?.grade) return null;
  return {
    ...regraded.grade,
    correct: (logged.rating as RatingValue) >= ratingValue.hard,
    tier: (logged.typingTier as TypingTier | null) ?? regraded.grade.tier,
    chosenText: logged.chosenText ?? regraded.grade.chosenText,
  };
}
