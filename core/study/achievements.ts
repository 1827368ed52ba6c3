import { z } from 'zod';
import { type StudyDay, studyDaysBetween } from './day-boundary';

/**
 * The achievements, in the order a learner usually meets them. A first study set is earned by making
 * one or by adding a collection (which becomes one).
 */
export const achievementIds = [
  'firstReview',
  'words10',
  'words100',
  'words500',
  'streak3',
  'streak7',
  'streak30',
  'perfectSession',
  'firstStory',
  'firstStudySet',
] as const;
export type AchievementId = (typeof achievementIds)[number];

/** A perfect session: at least this many answers in one session, none of them Again. */
export const PERFECT_SESSION_MIN_ANSWERS = 10;

const learnedTargets = { words10: 10, words100: 100, words500: 500 } as const;
/** The most learned words an achievement counts: reading that many earliest is enough for all of them. */
export const LEARNED_TARGET_MAX = Math.max(...Object.values(learnedTargets));
const streakTargets = { streak3: 3, streak7: 7, streak30: 30 } as const;

export const achievementSchema = z
  .object({
    id: z.enum(achievementIds),
    earnedAt: z.string().nullable().meta({ description: 'When it was earned; null while it is not' }),
    progress: z
      .object({ current: z.number().int(), target: z.number().int() })
      .nullable()
      .meta({ description: 'For counted ones (words learned, streak days): how far along' }),
  })
  .meta({ id: 'Achievement' });
export type Achievement = z.infer<typeof achievementSchema>;

export const achievementsSchema = z
  .object({ achievements: z.array(achievementSchema) })
  .meta({ id: 'Achievements' });
export type Achievements = z.infer<typeof achievementsSchema>;

/** What the achievements are computed from, all read from the learner's own records. */
export type AchievementFacts = {
  firstReviewAt: Date | null;
  /** When each word ever learned first got there (kept through a later lapse), earliest first. */
  learnedAt: readonly Date[];
  /** The study days with at least one answer, in order, each with its first answer's time. */
  studyDays: readonly { day: StudyDay; firstAnswerAt: Date }[];
  /** The last answer of the learner's first perfect session. */
  perfectSessionAt: Date | null;
  firstStoryAt: Date | null;
  firstStudySetAt: Date | null;
};

/**
 * When each streak target was first reached: the first answer of the day that made the run of
 * consecutive study days that long. Also the longest run, for the progress of those not reached.
 */
function streakDates(days: AchievementFacts['studyDays']) {
  const reached = new Map<number, Date>();
  let run = 0;
  let longest = 0;
  let previous: StudyDay | undefined;
  for (const { day, firstAnswerAt } of days) {
    run = previous !== undefined && studyDaysBetween(previous, day) === 1 ? run + 1 : 1;
    previous = day;
    longest = Math.max(longest, run);
    if (!reached.has(run)) reached.set(run, firstAnswerAt);
  }
  return { reached, longest };
}

export function achievementsOf(facts: AchievementFacts): Achievement[] {
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  const streaks = streakDates(facts.studyDays);
  return achievementIds.map((id): Achievement => {
    if (id in learnedTargets) {
      const target = learnedTargets[id as keyof typeof learnedTargets];
      const current = Math.min(facts.learnedAt.length, target);
      return { id, earnedAt: iso(facts.learnedAt[target - 1]), progress: { current, target } };
    }
    if (id in streakTargets) {
      const target = streakTargets[id as keyof typeof streakTargets];
      const current = Math.min(streaks.longest, target);
      return { id, earnedAt: iso(streaks.reached.get(target)), progress: { current, target } };
    }
    const dates = {
      firstReview: facts.firstReviewAt,
      perfectSession: facts.perfectSessionAt,
      firstStory: facts.firstStoryAt,
      firstStudySet: facts.firstStudySetAt,
    } as Record<AchievementId, Date | null>;
    return { id, earnedAt: iso(dates[id]), progress: null };
  });
}

/**
 * The computed achievements with those the learner has earned before: one once earned stays earned,
 * though what earned it is gone (the only story deleted, learned words deleted), with the earlier of
 * its two dates (an answer given offline can arrive after the achievement was first recorded). One
 * kept but no longer computed shows its count as reached.
 */
export function withEarned(
  computed: readonly Achievement[],
  earned: ReadonlyMap<AchievementId, Date>,
): Achievement[] {
  return computed.map((achievement) => {
    const kept = earned.get(achievement.id)?.toISOString();
    if (kept === undefined || (achievement.earnedAt !== null && achievement.earnedAt <= kept)) {
      return achievement;
    }
    const { progress } = achievement;
    return {
      ...achievement,
      earnedAt: kept,
      progress: progress && { current: progress.target, target: progress.target },
    };
  });
}
