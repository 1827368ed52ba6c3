import { and, asc, eq, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { type CardSummary, studyableFrom } from '~/core/study/study-queue';
import type { SessionScope } from '~/core/study/study-session';
import type { Db } from '~/server/db/client';
import { studySetItem, userWord } from '~/server/db/schema';
import { sideBySide } from '~/server/db/side-by-side';
import { readTimeZone } from './study-settings';

export type Scope = { scope: SessionScope; studySetId?: string | undefined };

const summaryColumns = {
  id: userWord.id,
  state: userWord.cardState,
  dueAt: userWord.dueAt,
  lastReviewAt: userWord.lastReviewAt,
  createdAt: userWord.createdAt,
};

type SummaryRow = {
  id: string;
  state: CardSummary['state'];
  dueAt: Date | null;
  lastReviewAt: Date | null;
  createdAt: Date;
};

const toSummary = (row: SummaryRow): CardSummary => ({
  id: row.id,
  state: row.state,
  due: (row.dueAt ?? row.createdAt).toISOString(),
  lastReview: row.lastReviewAt?.toISOString() ?? null,
  addedAt: row.createdAt.toISOString(),
});

function inScope(userId: string, scope: Scope): SQL {
  const own = eq(userWord.userId, userId);
  if (scope.scope !== 'studySet' || !scope.studySetId) return own;
  return and(
    own,
    sql`exists (select 1 from ${studySetItem} where ${studySetItem.studySetId} = ${scope.studySetId} and ${studySetItem.userWordId} = ${userWord.id})`,
  )!;
}

/**
 * How overdue a card is relative to its interval, as buildStudyQueue ranks it (core/study/study-queue.ts):
 * the time since it fell due over the interval it was given (at least a minute), in double precision as
 * the rule computes it (extract() would give numeric, several times slower per row). It depends on
 * `now`, so no index can hold it in order: the index gives the due cards' range and every column this
 * reads (index-only), and PostgreSQL keeps only the top rows while it ranks them.
 */
const overdueRatio = (now: Date) =>
  sql`date_part('epoch', ${now.toISOString()}::timestamptz - ${userWord.dueAt}) / case when ${userWord.lastReviewAt} is null then 60 else greatest(60, date_part('epoch', ${userWord.dueAt} - ${userWord.lastReviewAt})) end`;

/**
 * The cards a session may take, chosen in SQL so that a backlog of thousands of due cards sends only
 * the few the session shows: the `dueLimit` most overdue (re)learning cards due within the learn-ahead,
 * the `reviewLimit` most overdue review cards due before the study day ends, and the oldest `newLimit`
 * new cards. The queue rule then orders and trims them exactly as it would all of them: it never takes
 * more than `dueLimit` cards in all, nor more than `reviewLimit` reviews (callers pass the smaller of the
 * session size and today's review allowance). Index range scans of user_word_user_due_idx and
 * user_word_user_new_idx.
 */
export async function sessionCandidates(
  db: Db,
  input: {
    userId: string;
    scope: Scope;
    now: Date;
    learnAheadUntil: Date;
    dayEnd: Date;
    dueLimit: number;
    reviewLimit: number;
    newLimit: number;
  },
): Promise<CardSummary[]> {
  const where = inScope(input.userId, input.scope);
  const studying = input.scope.scope !== 'new';
  // Ranked on the index alone (a backlog of thousands reads no table page), then only the chosen rows
  // are read for the columns the index lacks.
  const mostOverdue = (state: SQL, dueBefore: SQL, limit: number) =>
    studying && limit > 0
      ? db
          .select(summaryColumns)
          .from(userWord)
          .where(
            inArray(
              userWord.id,
              db
                .select({ id: userWord.id })
                .from(userWord)
                .where(and(where, ne(userWord.cardState, 'new'), state, dueBefore))
                .orderBy(sql`${overdueRatio(input.now)} desc`, asc(userWord.dueAt), asc(userWord.id))
                .limit(limit),
            ),
          )
      : Promise.resolve([]);
  const [learning, reviews, fresh] = await sideBySide(db, [
    () =>
      mostOverdue(
        inArray(userWord.cardState, ['learning', 'relearning']),
        lte(userWord.dueAt, input.learnAheadUntil),
        input.dueLimit,
      ),
    () => mostOverdue(eq(userWord.cardState, 'review'), lt(userWord.dueAt, input.dayEnd), input.reviewLimit),
    () =>
      input.newLimit > 0
        ? db
            .select(summaryColumns)
            .from(userWord)
            .where(and(where, eq(userWord.cardState, 'new')))
            .orderBy(asc(userWord.createdAt), asc(userWord.id))
            .limit(input.newLimit)
        : Promise.resolve([]),
  ]);
  return [...learning, ...reviews, ...fresh].map(toSummary);
}

/** The named cards of the learner's, in the order named; ids that are not theirs are left out. */
export async function namedCards(
  db: Db,
  input: { userId: string; cardIds: string[] },
): Promise<CardSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(userWord)
    .where(and(eq(userWord.userId, input.userId), inArray(userWord.id, input.cardIds)));
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return [...new Set(input.cardIds)].map((id) => byId.get(id)).filter((card) => card !== undefined);
}

/**
 * From when the next card in scope can be studied (for "nothing to study until …"), by the queue's own
 * rule (studyableFrom): a review card from its due day's start, not its due time, since the queue takes
 * it from then. A time already past means cards are due that today's limits hold back.
 */
export async function nextDueIn(db: Db, input: { userId: string; scope: Scope }): Promise<Date | null> {
  const earliest = (states: CardSummary['state'][]) =>
    sql<Date | null>`min(${userWord.dueAt}) filter (where ${inArray(userWord.cardState, states)})`.mapWith(
      userWord.dueAt,
    );
  const [[row], timeZone] = await sideBySide(db, [
    () =>
      db
        .select({ review: earliest(['review']), learning: earliest(['learning', 'relearning']) })
        .from(userWord)
        .where(and(inScope(input.userId, input.scope), ne(userWord.cardState, 'new'))),
    // The study day is the learner's: read here, as the empty session is the only one that asks.
    () => readTimeZone(db, input.userId),
  ]);
  const times = [
    row?.review && studyableFrom({ state: 'review', due: row.review }, timeZone),
    row?.learning && studyableFrom({ state: 'learning', due: row.learning }, timeZone),
  ].filter((time): time is Date => !!time);
  return times.length > 0 ? new Date(Math.min(...times.map((time) => time.getTime()))) : null;
}
