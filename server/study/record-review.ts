import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '~/server/db/client';
import { reviewLog, studyDay, studySession, userWord } from '~/server/db/schema';
import type { CardColumns } from './card-row';

type LogRow = typeof reviewLog.$inferInsert;
type DayTotals = {
  reviews: number;
  newCards: number;
  reviewCards: number;
  againCount: number;
  durationMs: number;
};

const name = (column: PgColumn) => sql.identifier(column.name);
const value = (v: unknown): SQL =>
  v instanceof Date ? sql`${v.toISOString()}::timestamptz` : sql`${v ?? null}`;

/** `insert into review_log (a, b) values ($1, $2)` from column -> value pairs (types from the columns). */
function insertLog(pairs: [PgColumn, unknown][]): SQL {
  const columns = sql.join(
    pairs.map(([column]) => name(column)),
    sql`, `,
  );
  const values = sql.join(
    pairs.map(([, v]) => value(v)),
    sql`, `,
  );
  return sql`insert into ${reviewLog} (${columns}) values (${values})`;
}

/**
 * Writes one answer in a single statement: the log row (nothing when its id is already there), and
 * only if it went in, the card's new state, the session's latest answer time and the day's totals. One round trip instead of three, in
 * the transaction that holds the card's lock. True when the answer was new; false for a replay.
 */
export async function recordReview(
  tx: Tx,
  input: {
    log: LogRow;
    card: (CardColumns & { status: string; updatedAt: Date }) | null;
    day: string;
    /** The session answered in: its latest answer's time moves up to this one. */
    session: { id: string; answeredAt: Date } | null;
    totals: DayTotals;
  },
): Promise<boolean> {
  const { log, card, totals } = input;
  const logPairs: [PgColumn, unknown][] = Object.entries(reviewLog)
    .filter(([key]) => key in log)
    .map(([key, column]) => [column as PgColumn, log[key as keyof LogRow]]);
  const cardUpdate = card
    ? sql`, moved as (
        update ${userWord} set ${sql.join(
          Object.entries(card).map(
            ([key, v]) => sql`${name(userWord[key as keyof typeof card] as PgColumn)} = ${value(v)}`,
          ),
          sql`, `,
        )}
        where ${name(userWord.userId)} = ${log.userId} and ${name(userWord.id)} = ${log.cardId}
          and exists (select 1 from inserted))`
    : sql``;
  const sessionUpdate = input.session
    ? sql`, answered as (
        update ${studySession} set ${name(studySession.lastAnswerAt)} =
          greatest(${name(studySession.lastAnswerAt)}, ${value(input.session.answeredAt)})
        where ${name(studySession.userId)} = ${log.userId} and ${name(studySession.id)} = ${input.session.id}
          and exists (select 1 from inserted))`
    : sql``;
  // INSERT … SELECT gives its parameters no column types: each is cast to its column's.
  const dayRow = sql`select ${log.userId}::text, ${input.day}::date, ${totals.reviews}::int, ${totals.newCards}::int,
    ${totals.reviewCards}::int, ${totals.againCount}::int, ${totals.durationMs}::bigint`;
  const dayColumns = [
    studyDay.userId,
    studyDay.day,
    studyDay.reviews,
    studyDay.newCards,
    studyDay.reviewCards,
    studyDay.againCount,
    studyDay.durationMs,
  ];
  const added = (column: PgColumn) =>
    sql`${name(column)} = ${studyDay}.${name(column)} + excluded.${name(column)}`;
  const result = await tx.execute(sql`
    with inserted as (${insertLog(logPairs)} on conflict do nothing returning 1)
    ${cardUpdate}${sessionUpdate},
    totals as (insert into ${studyDay} (${sql.join(dayColumns.map(name), sql`, `)})
      ${dayRow} where exists (select 1 from inserted)
      on conflict (${name(studyDay.userId)}, ${name(studyDay.day)}) do update set
      ${sql.join([studyDay.reviews, studyDay.newCards, studyDay.reviewCards, studyDay.againCount, studyDay.durationMs].map(added), sql`, `)})
    select exists (select 1 from inserted) as inserted`);
  const rows = (result as unknown as { rows: { inserted: boolean }[] }).rows;
  return rows[0]?.inserted === true;
}
