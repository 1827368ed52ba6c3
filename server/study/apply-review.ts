import { and, eq, sql } from 'drizzle-orm';
import { stateNumber } from '~/core/study/card-state';
import { studyDayOf } from '~/core/study/day-boundary';
import type { ReviewResult, ReviewSubmission } from '~/core/study/review';
import { createScheduler, type Scheduler } from '~/core/study/scheduler';
import { LEARN_AHEAD_MS } from '~/core/study/study-queue';
import { defaultStudySettings } from '~/core/study/study-settings';
import { wordStatusOf } from '~/core/words/word-status';
import type { Db, Tx } from '~/server/db/client';
import { studySession, userProfile, userWord } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { myWordNotFound } from '~/server/words/find-my-word';
import { cardColumnsOf, cardScheduleOf, cardStateOf } from './card-row';
import { gradeAnswer } from './grade-answer';
import { questionWordOf } from './question-word';
import { recordReview } from './record-review';

/** The learner's study settings as the answers need them; read with the first card of a request. */
export type LearnerStudy = { timeZone: string; nativeLanguage: string | null; scheduler: Scheduler };

/**
 * `countedSitting` turns true when an answer was the first of a session that opened a sitting: the
 * learner's count of study sessions grew, and their collection totals need writing.
 */
export type ReviewContext = { userId: string; now: Date; learner?: LearnerStudy; countedSitting?: boolean };

type UserWordRow = typeof userWord.$inferSelect;

const reviewedBeforeCard = () =>
  new AppError(
    'REVIEWED_BEFORE_CARD',
    'This answer is dated before the word was added, so it cannot be counted.',
    400,
  );

/**
 * The card, locked for the rest of the transaction, with the learner's settings and (when the answer
 * names its session) the multiple-choice options the card was shown with, all in the same read.
 */
async function lockCard(tx: Tx, userId: string, cardId: string, sessionId: string | null | undefined) {
  const [found] = await tx
    .select({
      row: userWord,
      timeZone: userProfile.timeZone,
      desiredRetention: userProfile.desiredRetention,
      fsrsParameters: userProfile.fsrsParameters,
      nativeLanguage: userProfile.nativeLanguageCode,
      sessionFound: sql<boolean>`(${studySession.id} is not null)`,
      options: sql<unknown>`${studySession.choices}->${cardId}`,
      opensSitting: sql<boolean>`(${studySession.sittingId} is null and ${studySession.lastAnswerAt} is null)`,
    })
    .from(userWord)
    .leftJoin(userProfile, eq(userProfile.userId, userWord.userId))
    .leftJoin(
      studySession,
      sessionId ? and(eq(studySession.userId, userWord.userId), eq(studySession.id, sessionId)) : sql`false`,
    )
    .where(and(eq(userWord.userId, userId), eq(userWord.id, cardId)))
    .for('update', { of: userWord });
  if (!found) throw myWordNotFound();
  const timeZone = found.timeZone ?? defaultStudySettings.timeZone;
  const learner: LearnerStudy = {
    timeZone,
    nativeLanguage: found.nativeLanguage,
    scheduler: createScheduler({
      desiredRetention: found.desiredRetention ?? defaultStudySettings.desiredRetention,
      timeZone,
      parameters: found.fsrsParameters?.weights,
    }),
  };
  // An unknown session (say, started on a device that never synced it) does not lose the answer.
  const session =
    sessionId && found.sessionFound
      ? {
          sessionId,
          options: (found.options ?? undefined) as { id: string; text: string }[] | undefined,
          opensSitting: found.opensSitting,
        }
      : { sessionId: null, options: undefined, opensSitting: false };
  return { row: found.row, learner, session };
}

function duplicateOf(
  review: ReviewSubmission,
  row: UserWordRow,
  scheduler: Scheduler,
  now: Date,
): ReviewResult {
  return {
    id: review.id,
    cardId: review.cardId,
    status: 'duplicate',
    error: null,
    rating: null,
    reviewedAt: null,
    grade: null,
    card: cardScheduleOf(row),
    wordStatus: wordStatusOf(cardStateOf(row)),
    intervals: scheduler.preview(row.id, cardStateOf(row), now),
    againThisSession: false,
  };
}

/**
 * One answer, in one transaction: the card locked, the answer graded, the review logged (the primary
 * key on the client's id makes a replay insert nothing, and then nothing else changes either), the
 * card moved unless the answer is older than its last review, the word's status and the day's totals
 * updated. Two devices answering one card at once queue on the card's lock: one state, two log rows.
 */
export async function applyReview(
  db: Db,
  review: ReviewSubmission,
  context: ReviewContext,
): Promise<ReviewResult> {
  const { userId, now } = context;
  return db.transaction(async (tx) => {
    const locked = await lockCard(tx, userId, review.cardId, review.sessionId);
    const { row, session } = locked;
    // One set of settings for a whole batch, as read with its first card.
    context.learner ??= locked.learner;
    const { scheduler, timeZone, nativeLanguage } = context.learner;
    const answeredAt = review.reviewedAt ? new Date(review.reviewedAt) : now;
    // An answer cannot predate its card: a backdated time (or a broken device clock) would otherwise
    // build streaks and study days that never happened.
    if (answeredAt.getTime() < row.createdAt.getTime()) throw reviewedBeforeCard();
    // A device clock ahead of ours cannot schedule from the future.
    const reviewedAt = answeredAt.getTime() > now.getTime() ? now : answeredAt;
    const word = questionWordOf(row.word);
    const { rating, grade } = await gradeAnswer(tx, {
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
    const fresh = await recordReview(tx, {
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
      day,
      // The sitting's clock runs from its latest answer.
      session: session.sessionId ? { id: session.sessionId, answeredAt: reviewedAt } : null,
      totals: {
        reviews: 1,
        newCards: before.state === 'new' && outcome.moved ? 1 : 0,
        reviewCards: before.state === 'review' ? 1 : 0,
        againCount: rating === 1 ? 1 : 0,
        durationMs: review.durationMs,
      },
    });
    if (!fresh) return duplicateOf(review, row, scheduler, now);
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
      againThisSession:
        outcome.moved &&
        afterState.state !== 'review' &&
        Date.parse(afterState.due) <= now.getTime() + LEARN_AHEAD_MS,
    };
  });
}
