import { and, eq, inArray } from 'drizzle-orm';
import { todaysAllowance } from '~/core/study/daily-allowance';
import { studyDayBounds } from '~/core/study/day-boundary';
import type { Random } from '~/core/study/random';
import { createScheduler } from '~/core/study/scheduler';
import { buildStudyQueue, LEARN_AHEAD_MS } from '~/core/study/study-queue';
import type { StartSessionBody, StudyChoiceOption, StudySession } from '~/core/study/study-session';
import type { Db } from '~/server/db/client';
import { studySession, userWord } from '~/server/db/schema';
import { sessionMonthOf } from '~/server/plans/collection-totals';
import { learnerChange } from '~/server/plans/learner-change';
import { findLearnerProfile } from '~/server/profile/learner-profile-row';
import { findMyStudySetRow } from '~/server/sets/study-set-rows';
import { buildStudyItem } from './build-study-item';
import { choiceOptionsFor } from './choice-options';
import { questionWordOf } from './question-word';
import { nextDueIn, sessionCandidates } from './session-candidates';
import { studySettingsOf } from './study-settings';
import { dayTotals } from './todays-totals';

/**
 * Starts a study session: today's queue for the scope (due cards first, most overdue relative to
 * their interval, then new words up to today's allowance; core/study/study-queue.ts), each card with
 * its question and the interval each rating would give. The session counts against the plan's
 * monthly study-session limit, checked under the profile lock in the transaction that records it.
 * Nothing to study starts (and counts) nothing: the answer says when the next card falls due.
 */
export async function startSession(
  db: Db,
  input: { userId: string; body: StartSessionBody; now: Date; random?: Random },
): Promise<StudySession> {
  const { userId, body, now } = input;
  const profile = await findLearnerProfile(db, userId);
  const settings = studySettingsOf(profile);
  const nativeLanguage = profile?.nativeLanguageCode ?? null;
  if (body.scope === 'studySet') await findMyStudySetRow(db, userId, body.studySetId!);
  const scope = { scope: body.scope, studySetId: body.studySetId };

  const { day, end } = studyDayBounds(now, settings.timeZone);
  const allowance = todaysAllowance(settings, await dayTotals(db, userId, day));
  // Only what the session can show leaves the database: no more due cards than its size, no more
  // reviews than today's allowance.
  const candidates = await sessionCandidates(db, {
    userId,
    scope,
    now,
    learnAheadUntil: new Date(now.getTime() + LEARN_AHEAD_MS),
    dayEnd: end,
    dueLimit: body.limit,
    reviewLimit: Math.min(body.limit, allowance.total),
    newLimit: Math.min(body.limit, allowance.newCards),
  });
  const queue = buildStudyQueue(candidates, { now, dayEnd: end, allowance }).slice(0, body.limit);
  const counts = {
    learning: queue.filter((card) => card.state === 'learning' || card.state === 'relearning').length,
    review: queue.filter((card) => card.state === 'review').length,
    new: queue.filter((card) => card.state === 'new').length,
  };
  const base = {
    scope: body.scope,
    studySetId: body.studySetId ?? null,
    method: body.method,
    direction: body.direction,
    studyDay: day,
    createdAt: now.toISOString(),
    counts,
    allowance,
  };
  if (queue.length === 0) {
    const next = await nextDueIn(db, { userId, scope });
    return { ...base, id: null, nextDue: next?.toISOString() ?? null, items: [] };
  }

  const ids = queue.map((card) => card.id);
  const rows = await db
    .select()
    .from(userWord)
    .where(and(eq(userWord.userId, userId), inArray(userWord.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  const options =
    body.method === 'multipleChoice'
      ? await choiceOptionsFor(db, {
          userId,
          cards: ordered.map((row) => ({ id: row.id, word: questionWordOf(row.word) })),
          direction: body.direction,
          nativeLanguage,
          random: input.random ?? Math.random,
        })
      : new Map<string, StudyChoiceOption[] | null>();
  const scheduler = createScheduler({
    desiredRetention: settings.desiredRetention,
    timeZone: settings.timeZone,
    parameters: settings.fsrsParameters?.weights,
  });
  const items = ordered.map((row) =>
    buildStudyItem({
      row,
      method: body.method,
      direction: body.direction,
      nativeLanguage,
      options: options.get(row.id),
      scheduler,
      now,
    }),
  );
  // The options each card was shown with, so the answer can be checked against them.
  const choices: Record<string, StudyChoiceOption[]> = {};
  for (const item of items) if (item.options) choices[item.cardId] = item.options;

  const id = await learnerChange(
    db,
    { userId, now, collection: 'studySessions', adds: true },
    async (tx, locked) => {
      const [row] = await tx
        .insert(studySession)
        .values({
          userId,
          scope: body.scope,
          studySetId: body.studySetId ?? null,
          method: body.method,
          direction: body.direction,
          studyDay: day,
          month: sessionMonthOf(now, locked.timeZone),
          cardCount: items.length,
          choices,
          createdAt: now,
        })
        .returning({ id: studySession.id });
      return row!.id;
    },
  );
  return { ...base, id, nextDue: null, items };
}
