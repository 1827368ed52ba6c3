import { type AnyColumn, and, asc, eq, gt, gte, isNotNull, min, notExists, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  type Achievements,
  achievementsOf,
  LEARNED_TARGET_MAX,
  PERFECT_SESSION_MIN_ANSWERS,
  withEarned,
} from '~/core/study/achievements';
import type { StudyDay } from '~/core/study/day-boundary';
import type { Db } from '~/server/db/client';
import { learnerAchievement, story, studyDay, studySession, studySet, userWord } from '~/server/db/schema';
import { isForeignKeyViolation } from '~/server/http/errors';

/** An instant as its milliseconds since the epoch (truncated, as the driver reads a timestamp). */
const epochMs = (instant: SQL.Aliased | AnyColumn) => sql`floor(extract(epoch from ${instant}) * 1000)`;

/**
 * The learner's achievements: those earned before (learner_achievement, so one stays earned with its
 * first date when what earned it is deleted), and those computed from their own records each time:
 * the study days with their first answers (the first review, the streaks), the sessions with their
 * answer counts (a perfect session), the words ever learned (each by when it was first learned), their
 * stories and study sets. Days and sessions carry what the review log would say (the answer's write
 * keeps them), so the cost follows days studied, not answers given. The days and the learned words come
 * back as one JSON value each, not a row apiece: a learner of three years has over a thousand study
 * days, and the driver describing, parsing and copying each row's typed values was most of what grew
 * with them (about 1.5 ms of CPU a request for 1,064 days and 500 learned words). One earned now and
 * not recorded yet (or earlier than recorded) is recorded: one small read a request, and a write only
 * when something was earned.
 */
export async function getAchievements(db: Db, input: { userId: string }): Promise<Achievements> {
  const { userId } = input;
  // The earliest 500 words ever learned (the largest target), by when each was first learned: those
  // learned now and those that lapsed since, each in order from the status index, merged.
  const learnedIn = (status: 'learned' | 'learning') =>
    db
      .select({ at: userWord.learnedAt })
      .from(userWord)
      .where(and(eq(userWord.userId, userId), eq(userWord.status, status), isNotNull(userWord.learnedAt)))
      .orderBy(asc(userWord.learnedAt))
      .limit(LEARNED_TARGET_MAX);
  const earliest = unionAll(learnedIn('learned'), learnedIn('learning'))
    .orderBy(asc(userWord.learnedAt))
    .limit(LEARNED_TARGET_MAX)
    .as('earliest');
  const [days, learned, perfect, firstStory, firstSet, kept] = await Promise.all([
    db
      .select({
        days: sql<
          [StudyDay, number][] | null
        >`json_agg(json_build_array(to_char(${studyDay.day}, 'YYYY-MM-DD'), ${epochMs(studyDay.firstAnswerAt)}) order by ${studyDay.day})`,
      })
      .from(studyDay)
      .where(and(eq(studyDay.userId, userId), gt(studyDay.reviews, 0), isNotNull(studyDay.firstAnswerAt))),
    db
      .select({ at: sql<number[] | null>`json_agg(${epochMs(earliest.at)} order by ${earliest.at})` })
      .from(earliest),
    // The session's latest answer is the one that completed it. No index orders sessions by it (an
    // answer's session update stays HOT only while none of its columns is indexed), so the learner's
    // sessions are read by their key: only until the achievement is recorded, after which it stands
    // at its recorded date and the sessions are not read again.
    db
      .select({ at: studySession.lastAnswerAt })
      .from(studySession)
      .where(
        and(
          eq(studySession.userId, userId),
          isNotNull(studySession.lastAnswerAt),
          gte(studySession.answers, PERFECT_SESSION_MIN_ANSWERS),
          eq(studySession.againAnswers, 0),
          notExists(
            db
              .select({ one: sql`1` })
              .from(learnerAchievement)
              .where(
                and(
                  eq(learnerAchievement.userId, userId),
                  eq(learnerAchievement.achievementId, 'perfectSession'),
                ),
              ),
          ),
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
    db
      .select({ id: learnerAchievement.achievementId, at: learnerAchievement.earnedAt })
      .from(learnerAchievement)
      .where(eq(learnerAchievement.userId, userId)),
  ]);
  const studyDays = (days[0]?.days ?? []).map(([day, ms]) => ({ day, firstAnswerAt: new Date(ms) }));
  const computed = achievementsOf({
    firstReviewAt: studyDays[0]?.firstAnswerAt ?? null,
    learnedAt: (learned[0]?.at ?? []).map((ms) => new Date(ms)),
    studyDays,
    perfectSessionAt: perfect[0]?.at ?? null,
    firstStoryAt: firstStory[0]?.at ?? null,
    firstStudySetAt: firstSet[0]?.at ?? null,
  });
  const earned = new Map(kept.map((row) => [row.id, row.at]));
  const achievements = withEarned(computed, earned);
  const toRecord = achievements.flatMap(({ id, earnedAt }) =>
    earnedAt !== null && earnedAt !== earned.get(id)?.toISOString()
      ? [{ userId, achievementId: id, earnedAt: new Date(earnedAt) }]
      : [],
  );
  if (toRecord.length > 0) {
    // Two reads at once may both find one new: the row is written once, and a date only moves earlier.
    await db
      .insert(learnerAchievement)
      .values(toRecord)
      .onConflictDoUpdate({
        target: [learnerAchievement.userId, learnerAchievement.achievementId],
        set: { earnedAt: sql`excluded.earned_at` },
        setWhere: sql`excluded.earned_at < ${learnerAchievement.earnedAt}`,
      })
      .catch((error: unknown) => {
        // The account was deleted while this read ran: there is no one to record them for, and the
        // read itself stands (it was the learner's when it began): answer it rather than fail.
        if (!isForeignKeyViolation(error)) throw error;
      });
  }
  return { achievements };
}
