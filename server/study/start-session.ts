import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { newHeldReason, reviewsOff, todaysAllowance } from '~/core/study/daily-allowance';
import { studyDayBounds } from '~/core/study/day-boundary';
import { cardDirection } from '~/core/study/question';
import type { Random } from '~/core/study/random';
import { createScheduler } from '~/core/study/scheduler';
import { continuesSitting } from '~/core/study/sitting';
import { buildStudyQueue, LEARN_AHEAD_MS } from '~/core/study/study-queue';
import type { StartSessionBody, StudyChoiceOption, StudySession } from '~/core/study/study-session';
import type { Db, Tx } from '~/server/db/client';
import { studySession, userWord } from '~/server/db/schema';
import { sideBySide } from '~/server/db/side-by-side';
import { assertBelowLimit, sessionMonthOf } from '~/server/plans/collection-totals';
import { learnerChange } from '~/server/plans/learner-change';
import { findLearnerProfile } from '~/server/profile/learner-profile-row';
import { findMyStudySetRow } from '~/server/sets/study-set-rows';
import { buildStudyItem } from './build-study-item';
import { choiceOptionsFor } from './choice-options';
import { newCardsInScope } from './new-cards-in-scope';
import { questionWordOf } from './question-word';
import { namedCards, nextDueIn, sessionCandidates } from './session-candidates';
import { studySettingsOf } from './study-settings';
import { dayTotals } from './todays-totals';

/**
 * The sitting a session started now belongs to: the one of the learner's latest answer this session
 * month, if recent. A sitting counts in its own month only, so one that ran past the month's turn
 * (04:00 on the 1st) is not joined: the session opens a new sitting, checked against the new month.
 */
async function currentSitting(tx: Tx, input: { userId: string; month: string; now: Date }) {
  const { userId, month, now } = input;
  const [latest] = await tx
    .select({
      id: studySession.id,
      sittingId: studySession.sittingId,
      lastAnswerAt: studySession.lastAnswerAt,
    })
    .from(studySession)
    .where(
      and(
        eq(studySession.userId, userId),
        eq(studySession.month, month),
        isNotNull(studySession.lastAnswerAt),
      ),
    )
    .orderBy(desc(studySession.lastAnswerAt))
    .limit(1);
  if (!latest || !continuesSitting(latest.lastAnswerAt, now)) return null;
  return latest.sittingId ?? latest.id;
}

/**
 * Merges the month's sittings that have no answer yet (sessions started and left, or still open in
 * another tab) into the sitting `into` opens. The limit counts answered sittings only, so without this
 * a learner one short of it could start several sessions, each passing the check, then answer them
 * all: merged, they count once, whichever of them is answered. A sitting answered meanwhile keeps its
 * sessions (the subquery sees it answered, or its answer lands in the merged sitting: it counts once).
 */
async function mergePendingSittings(tx: Tx, input: { userId: string; month: string; into: string }) {
  const { userId, month, into } = input;
  const sitting = sql`coalesce(${studySession.sittingId}, ${studySession.id})`;
  const pending = tx
    .select({ sitting })
    .from(studySession)
    .where(and(eq(studySession.userId, userId), eq(studySession.month, month)))
    .groupBy(sitting)
    .having(sql`bool_and(${studySession.lastAnswerAt} is null)`);
  await tx
    .update(studySession)
    .set({ sittingId: into })
    .where(
      and(
        eq(studySession.userId, userId),
        eq(studySession.month, month),
        ne(studySession.id, into),
        inArray(sitting, pending),
      ),
    );
}

/**
 * Starts a study session: today's queue for the scope (due cards first, most overdue relative to
 * their interval, then new words up to today's allowance; core/study/study-queue.ts), each card with
 * its question and the interval each rating would give. A session started within 30 minutes of the
 * learner's last answer continues that sitting and is free; any other opens a sitting, which needs
 * room under the plan's monthly study-session limit (checked under the profile lock in the
 * transaction that records it, which merges the month's unanswered sittings into it) and counts once
 * it is answered (server/study/apply-review.ts).
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
  const todaysCounts = await dayTotals(db, userId, day);
  const allowance = todaysAllowance(settings, todaysCounts);
  // Only what the session can show leaves the database: no more due cards than its size, no more
  // reviews than today's allowance. Scope "cards" takes the named cards as they are.
  const queue = (
    body.scope === 'cards'
      ? await namedCards(db, { userId, cardIds: body.cardIds! })
      : buildStudyQueue(
          await sessionCandidates(db, {
            userId,
            scope,
            now,
            learnAheadUntil: new Date(now.getTime() + LEARN_AHEAD_MS),
            dayEnd: end,
            dueLimit: body.limit,
            reviewLimit: Math.min(body.limit, allowance.total),
            newLimit: Math.min(body.limit, allowance.newCards),
          }),
          { now, dayEnd: end, allowance },
        )
  ).slice(0, body.limit);
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
    // New words do not fall due: they come when added, so a new-words session has no next due time.
    // An empty queue took no new word, so every one waiting in scope is held back by today's limits
    // (named cards are taken as they are: none is held).
    const [next, newHeld] = await sideBySide(db, [
      () => (body.scope === 'new' ? Promise.resolve(null) : nextDueIn(db, { userId, scope })),
      () => (body.scope === 'cards' ? Promise.resolve(0) : newCardsInScope(db, { userId, scope })),
    ]);
    return {
      ...base,
      id: null,
      nextDue: next?.toISOString() ?? null,
      newHeld,
      newHeldReason: newHeld > 0 ? newHeldReason(settings, todaysCounts, { reviewsTaken: 0 }) : null,
      reviewsOff: reviewsOff(settings),
      items: [],
    };
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
          cards: ordered.map((row) => ({
            id: row.id,
            word: questionWordOf(row.word),
            direction: cardDirection(body.direction, row.cardState),
          })),
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

  const id = await learnerChange(db, { userId, now, collection: 'studySessions' }, async (tx, locked) => {
    const month = sessionMonthOf(now, locked.timeZone);
    const sittingId = await currentSitting(tx, { userId, month, now });
    if (!sittingId) await assertBelowLimit(tx, { userId, profile: locked, collection: 'studySessions', now });
    const [row] = await tx
      .insert(studySession)
      .values({
        userId,
        scope: body.scope,
        studySetId: body.studySetId ?? null,
        method: body.method,
        direction: body.direction,
        studyDay: day,
        month,
        cardCount: items.length,
        sittingId,
        choices,
        createdAt: now,
      })
      .returning({ id: studySession.id });
    if (!sittingId) await mergePendingSittings(tx, { userId, month, into: row!.id });
    return row!.id;
  });
  return { ...base, id, nextDue: null, items };
}
