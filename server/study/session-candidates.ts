import { and, asc, eq, inArray, lt, min, ne, type SQL, sql } from 'drizzle-orm';
import type { CardSummary } from '~/core/study/study-queue';
import type { SessionScope } from '~/core/study/study-session';
import type { Db } from '~/server/db/client';
import { studySetItem, userWord } from '~/server/db/schema';

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
 * The cards a session may take: those being studied that fall due before `dueBefore` (the queue rule
 * then keeps reviews due today and (re)learning cards within the learn-ahead), and the oldest
 * `newLimit` new cards. Two index range scans (user_word_user_due_idx, user_word_user_new_idx).
 */
export async function sessionCandidates(
  db: Db,
  input: { userId: string; scope: Scope; dueBefore: Date; newLimit: number },
): Promise<CardSummary[]> {
  const where = inScope(input.userId, input.scope);
  const [studying, fresh] = await Promise.all([
    input.scope.scope === 'new'
      ? Promise.resolve([])
      : db
          .select(summaryColumns)
          .from(userWord)
          .where(and(where, ne(userWord.cardState, 'new'), lt(userWord.dueAt, input.dueBefore))),
    input.newLimit > 0
      ? db
          .select(summaryColumns)
          .from(userWord)
          .where(and(where, eq(userWord.cardState, 'new')))
          .orderBy(asc(userWord.createdAt), asc(userWord.id))
          .limit(input.newLimit)
      : Promise.resolve([]),
  ]);
  return [...studying, ...fresh].map(toSummary);
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

/** When the next card in scope falls due (for "nothing to study until …"). */
export async function nextDueIn(db: Db, input: { userId: string; scope: Scope }): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(userWord.dueAt) })
    .from(userWord)
    .where(and(inScope(input.userId, input.scope), ne(userWord.cardState, 'new')));
  return row?.next ?? null;
}
