import { and, asc, eq, gt, gte, isNotNull, min } from 'drizzle-orm';
import { type Achievements, achievementsOf, PERFECT_SESSION_MIN_ANSWERS } from '~/core/study/achievements';
import type { Db } from '~/server/db/client';
import { story, studyDay, studySession, studySet, userWord } from '~/server/db/schema';

/**
 * The learner's achievements, computed from their own records each time: the study days with their
 * first answers (the first review, the streaks), the sessions with their answer counts (a perfect
 * session), the words now learned, their stories and study sets. Days and sessions carry what the
 * review log would say (the answer's write keeps them), so the cost follows days studied, not answers
 * given.
 */
export async function getAchievements(db: Db, input: { userId: string }): Promise<Achievements> {
  const { userId } = input;
  const [days, learned, perfect, firstStory, firstSet] = await Promise.all([
    db
      .select({ day: studyDay.day, firstAnswerAt: studyDay.firstAnswerAt })
      .from(studyDay)
      .where(and(eq(studyDay.userId, userId), gt(studyDay.reviews, 0)))
      .orderBy(asc(studyDay.day)),
    db
      .select({ at: userWord.lastReviewAt })
      .from(userWord)
      .where(
        and(eq(userWord.userId, userId), eq(userWord.status, 'learned'), isNotNull(userWord.lastReviewAt)),
      )
      .orderBy(asc(userWord.lastReviewAt))
      .limit(500),
    // The session's latest answer is the one that completed it.
    db
      .select({ at: studySession.lastAnswerAt })
      .from(studySession)
      .where(
        and(
          eq(studySession.userId, userId),
          isNotNull(studySession.lastAnswerAt),
          gte(studySession.answers, PERFECT_SESSION_MIN_ANSWERS),
          eq(studySession.againAnswers, 0),
        ),
      )
      .orderBy(asc(studySession.lastAnswerAt))
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
