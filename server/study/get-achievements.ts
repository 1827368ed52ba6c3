import { and, asc, eq, isNotNull, min, sql } from 'drizzle-orm';
import { type Achievements, achievementsOf, PERFECT_SESSION_MIN_ANSWERS } from '~/core/study/achievements';
import type { Db } from '~/server/db/client';
import { reviewLog, story, studySet, userWord } from '~/server/db/schema';

/**
 * The learner's achievements, computed from their own records each time (nothing to keep in step):
 * the review log (first answer, study days, perfect sessions), the words now learned, their stories
 * and study sets.
 */
export async function getAchievements(db: Db, input: { userId: string }): Promise<Achievements> {
  const { userId } = input;
  const [days, learned, perfect, firstStory, firstSet] = await Promise.all([
    db
      .select({ day: reviewLog.studyDay, firstAnswerAt: min(reviewLog.reviewedAt) })
      .from(reviewLog)
      .where(eq(reviewLog.userId, userId))
      .groupBy(reviewLog.studyDay)
      .orderBy(asc(reviewLog.studyDay)),
    db
      .select({ at: userWord.lastReviewAt })
      .from(userWord)
      .where(
        and(eq(userWord.userId, userId), eq(userWord.status, 'learned'), isNotNull(userWord.lastReviewAt)),
      )
      .orderBy(asc(userWord.lastReviewAt))
      .limit(500),
    db
      .select({ at: sql<Date>`max(${reviewLog.reviewedAt})`.mapWith(reviewLog.reviewedAt) })
      .from(reviewLog)
      .where(and(eq(reviewLog.userId, userId), isNotNull(reviewLog.sessionId)))
      .groupBy(reviewLog.sessionId)
      .having(sql`count(*) >= ${PERFECT_SESSION_MIN_ANSWERS} and min(${reviewLog.rating}) > 1`)
      .orderBy(sql`max(${reviewLog.reviewedAt})`)
      .limit(1),
    db
      .select({ at: min(story.createdAt) })
      .from(story)
      .where(eq(story.userId, userId)),
    db
      .select({ at: min(studySet.createdAt) })
      .from(studySet)
      .where(eq(studySet.userId, userId)),
  ]);
  const studyDays = days.flatMap((row) =>
    row.firstAnswerAt ? [{ day: row.day, firstAnswerAt: row.firstAnswerAt }] : [],
  );
  return {
    achievements: achievementsOf({
      firstReviewAt: studyDays[0]?.firstAnswerAt ?? null,
      learnedAt: learned.flatMap((row) => (row.at ? [row.at] : [])),
      studyDays,
      perfectSessionAt: perfect[0]?.at ?? null,
      firstStoryAt: firstStory[0]?.at ?? null,
      firstStudySetAt: firstSet[0]?.at ?? null,
    }),
  };
}
