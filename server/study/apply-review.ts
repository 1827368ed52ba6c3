import { stateNumber } from '~/core/study/card-state';
import { studyDayOf } from '~/core/study/day-boundary';
import type { ReviewResult, ReviewSubmission } from '~/core/study/review';
import { isMatureReview } from '~/core/study/true-retention';
import { wordStatusOf } from '~/core/words/word-status';
import type { Db } from '~/server/db/client';
import { AppError } from '~/server/http/errors';
import { type CardReadAhead, cardReadAheadFor, type LearnerStudy, readCard } from './card-for-answer';
import { cardColumnsOf, cardScheduleOf, cardStateOf } from './card-row';
import { gradeAnswer } from './grade-answer';
import { questionWordOf } from './question-word';
import { recordReview } from './record-review';
import { dueAgainThisSession, replayedReview } from './replayed-review';

/**
 * `countedSitting` turns true when an answer was the first of a session that opened a sitting: the
 * learner's count of study sessions grew, and their collection totals need writing. `readAhead` is the
 * card a single answer's request read along with its session (its first try uses it instead of a read).
 */
export type ReviewContext = {
  userId: string;
  now: Date;
  learner?: LearnerStudy;
  countedSitting?: boolean;
  readAhead?: CardReadAhead;
};

/** How far behind ours a device's clock may be for an answer to a card just added. */
const CLOCK_BEHIND_TOLERANCE_MS = 15 * 60_000;

const reviewedBeforeCard = () =>
  new AppError(
    'REVIEWED_BEFORE_CARD',
    'This answer is dated before the word was added, so it cannot be counted.',
    400,
  );

/** How often an answer is tried again when its card changed between the read and the write. */
const ATTEMPTS = 10;

const cardBusy = () =>
  new AppError('CARD_BUSY', 'This card kept changing while the answer was saved. Please try again.', 409);

/**
 * One answer: the card read, the answer graded and scheduled, then one statement that writes it only
 * if the card is still the version read (it locks the card for that statement): the review logged (the
 * primary key on the client's id makes a replay insert nothing, and then nothing else changes
 * either), the card moved unless the answer is older than its last review, the word's status and the
 * day's totals updated. When the card changed in between (another device's answer to it), nothing was
 * written and the answer is worked out again from the new state: two devices answering one card at
 * once give one state and two log rows, the second answer applied on top of the first. No transaction
 * spans the round trips.
 */
export async function applyReview(
  db: Db,
  review: ReviewSubmission,
  context: ReviewContext,
): Promise<ReviewResult> {
  return untilWritten(() => answerOnce(db, review, context));
}

/**
 * `attempt` again while it finds the card changed under it (null), at most `attempts` times in all;
 * then 409 CARD_BUSY (nothing was written by any of them).
 */
export async function untilWritten<T>(attempt: () => Promise<T | null>, attempts = ATTEMPTS): Promise<T> {
  for (let tried = 0; tried < attempts; tried++) {
    const result = await attempt();
    if (result !== null) return result;
  }
  throw cardBusy();
}

/** One try at an answer; null when the card changed after it was read (nothing was written). */
async function answerOnce(
  db: Db,
  review: ReviewSubmission,
  context: ReviewContext,
): Promise<ReviewResult | null> {
  const { userId, now } = context;
  const key = { cardId: review.cardId, sessionId: review.sessionId ?? null };
  // The card read along with the session serves the first try only: a retry reads the card anew.
  const ahead = cardReadAheadFor(context.readAhead, userId, key);
  context.readAhead = undefined;
  const read = ahead ?? (await readCard(db, userId, key.cardId, key.sessionId));
  const { row, session, version } = read;
  // One set of settings for a whole batch, as read with its first card.
  context.learner ??= read.learner;
  const { scheduler, timeZone, nativeLanguage } = context.learner;
  const answeredAt = review.reviewedAt ? new Date(review.reviewedAt) : now;
  // An answer cannot predate its card: a backdated time (or a broken device clock) would otherwise
  // build streaks and study days that never happened. A device clock a few minutes behind ours is
  // only that: a word studied as soon as it was added is taken as answered when it was added (it was
  // refused, and the refused answer dropped from the device for good).
  const early = row.createdAt.getTime() - answeredAt.getTime();
  if (early > CLOCK_BEHIND_TOLERANCE_MS) throw reviewedBeforeCard();
  // A device clock ahead of ours cannot schedule from the future.
  const reviewedAt = early > 0 ? row.createdAt : answeredAt.getTime() > now.getTime() ? now : answeredAt;
  const word = questionWordOf(row.word);
  const { rating, grade } = await gradeAnswer(db, {
    userId,
    cardId: row.id,
    word,
    review,
    nativeLanguage,
    shown: session.options,
  });
  const before = cardStateOf(row);
  const outcome = scheduler.review(row.id, before, rating, reviewedAt);
  const day = studyDayOf(reviewedAt, timeZone);

  const afterColumns = outcome.moved ? cardColumnsOf(outcome.card) : null;
  const mature = isMatureReview(before.scheduledDays);
  const written = await recordReview(db, {
    version,
    log: {
      userId,
      id: review.id,
      cardId: row.id,
      sessionId: session.sessionId,
      reviewedAt,
      receivedAt: now,
      studyDay: day,
      rating,
      stateBefore: stateNumber[before.state],
      scheduledDaysBefore: before.scheduledDays,
      elapsedDays: outcome.elapsedDays,
      scheduledDaysAfter: outcome.moved ? outcome.card.scheduledDays : null,
      durationMs: review.durationMs,
      method: review.method,
      direction: review.direction,
      typed: review.method === 'typing' ? (review.typed ?? '') : null,
      typingTier: grade?.tier ?? null,
      chosenOptionId: grade?.chosenOptionId ?? null,
      chosenText: grade?.chosenText ?? null,
      applied: outcome.moved ? 1 : 0,
    },
    card: afterColumns && { ...afterColumns, status: wordStatusOf(outcome.card), updatedAt: now },
    // The sitting's clock runs from its latest answer.
    session: session.sessionId ? { id: session.sessionId, answeredAt: reviewedAt } : null,
    totals: {
      reviews: 1,
      newCards: before.state === 'new' && outcome.moved ? 1 : 0,
      reviewCards: before.state === 'review' ? 1 : 0,
      againCount: rating === 1 ? 1 : 0,
      durationMs: review.durationMs,
      matureReviews: mature ? 1 : 0,
      maturePassed: mature && rating !== 1 ? 1 : 0,
    },
  });
  if (written === 'stale') return null;
  if (written === 'replay')
    return replayedReview(db, {
      userId,
      review,
      row,
      scheduler,
      nativeLanguage,
      shown: session.options,
      now,
    });
  // The first answer of a session that opened a sitting makes the session count.
  if (session.opensSitting) context.countedSitting = true;
  const after = afterColumns ? { ...row, ...afterColumns } : row;

  const afterState = cardStateOf(after);
  return {
    id: review.id,
    cardId: row.id,
    status: outcome.moved ? 'applied' : 'logged',
    error: null,
    rating,
    reviewedAt: reviewedAt.toISOString(),
    grade,
    card: cardScheduleOf(after),
    wordStatus: wordStatusOf(afterState),
    intervals: scheduler.preview(row.id, afterState, now),
    againThisSession: outcome.moved && dueAgainThisSession(afterState, now),
  };
}
