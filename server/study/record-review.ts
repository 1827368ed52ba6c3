import { type SQLChunk, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '~/server/db/client';
import { preparedStatement } from '~/server/db/prepared-statement';
import { reviewLog, type StudyDayCounts, studyDay, studySession, userWord } from '~/server/db/schema';
import { type CardColumns, cardColumnKeys } from './card-row';

type LogRow = Required<typeof reviewLog.$inferInsert>;
type CardAfter = CardColumns & { status: string; updatedAt: Date };

const logKeys = [
  'userId',
  'id',
  'cardId',
  'sessionId',
  'reviewedAt',
  'receivedAt',
  'studyDay',
  'rating',
  'stateBefore',
  'scheduledDaysBefore',
  'elapsedDays',
  'scheduledDaysAfter',
  'durationMs',
  'method',
  'direction',
  'typed',
  'typingTier',
  'chosenOptionId',
  'chosenText',
  'applied',
] as const satisfies readonly (keyof LogRow)[];
const cardKeys = [...cardColumnKeys, 'status', 'updatedAt'] as const satisfies readonly (keyof CardAfter)[];
const totalKeys = [
  'reviews',
  'newCards',
  'reviewCards',
  'againCount',
  'durationMs',
  'matureReviews',
  'maturePassed',
] as const satisfies readonly (keyof StudyDayCounts)[];

const name = (column: PgColumn) => sql.identifier(column.name);
const list = (parts: SQLChunk[]) => sql.join(parts, sql`, `);
const value = (key: string) => sql.placeholder(key);

/** `$key` cast to the column's own type (INSERT … SELECT gives its parameters none). */
const typed = (key: string, column: PgColumn) => sql`${value(key)}::${sql.raw(column.getSQLType())}`;

/**
 * One answer's writes as a single statement, built once. It first locks the card, and only if the
 * card is still the row version the answer was worked out from (`version`, its xmin; a newer version
 * was written by someone else since the read, and the lock waits for an unfinished one to end, then
 * looks again): the log row (nothing when its id is already there), and only if that went in, the
 * card's new state (when the answer moved it; the time it was first learned, once), the session's latest answer time and answer counts,
 * and the day's totals and first answer.
 * Its values are named `log.*`, `card.*` and `day.*`, with `version`, `moved`, `sessionId` and
 * `answeredAt`.
 */
const writeAnswer = preparedStatement<{ current: boolean; inserted: boolean }, Record<string, unknown>>(
  'record_review',
  () => {
    const log = reviewLog;
    const day = studyDay;
    const dayColumns = totalKeys.map((key) => day[key]);
    const thisCard = sql`${name(userWord.userId)} = ${value('log.userId')} and ${name(userWord.id)} = ${value('log.cardId')}::uuid`;
    return sql`
    with locked as (
      select 1 from ${userWord} where ${thisCard} and xmin = ${value('version')}::text::xid for update),
    inserted as (
      insert into ${log} (${list(logKeys.map((key) => name(log[key])))})
      select ${list(logKeys.map((key) => typed(`log.${key}`, log[key])))}
      where exists (select 1 from locked)
      on conflict do nothing returning 1),
    moved as (
      update ${userWord} set ${list(cardKeys.map((key) => sql`${name(userWord[key])} = ${value(`card.${key}`)}`))},
        ${name(userWord.learnedAt)} = coalesce(${name(userWord.learnedAt)},
          case when ${value('card.status')}::text = 'learned' then ${value('log.reviewedAt')}::timestamptz end)
      where ${thisCard} and ${value('moved')}::boolean and exists (select 1 from inserted)),
    answered as (
      update ${studySession} set ${name(studySession.lastAnswerAt)} =
        greatest(${name(studySession.lastAnswerAt)}, ${value('answeredAt')}::timestamptz),
        ${name(studySession.answers)} = ${name(studySession.answers)} + 1,
        ${name(studySession.againAnswers)} = ${name(studySession.againAnswers)} + (${value('log.rating')}::int = 1)::int
      where ${name(studySession.userId)} = ${value('log.userId')}
        and ${name(studySession.id)} = ${value('sessionId')}::uuid and exists (select 1 from inserted)),
    totals as (
      insert into ${day} (${list([day.userId, day.day, ...dayColumns, day.firstAnswerAt].map(name))})
      select ${value('log.userId')}::text, ${value('log.studyDay')}::date,
        ${list(totalKeys.map((key) => sql`${value(`day.${key}`)}::${sql.raw(key === 'durationMs' ? 'bigint' : 'int')}`))},
        ${value('log.reviewedAt')}::timestamptz
      where exists (select 1 from inserted)
      on conflict (${name(day.userId)}, ${name(day.day)}) do update set
        ${list(dayColumns.map((column) => sql`${name(column)} = ${day}.${name(column)} + excluded.${name(column)}`))},
        ${name(day.firstAnswerAt)} = least(${day}.${name(day.firstAnswerAt)}, excluded.${name(day.firstAnswerAt)}))
    select exists (select 1 from locked) as current, exists (select 1 from inserted) as inserted`;
  },
);

/** Each key with its placeholder's name, worked out once. */
const named = <K extends string>(prefix: string, keys: readonly K[]) =>
  keys.map((key) => [key, `${prefix}.${key}`] as const);
const logNames = named('log', logKeys);
const cardNames = named('card', cardKeys);
const totalNames = named('day', totalKeys);

/**
 * Writes one answer in one round trip (see writeAnswer): 'new' when it went in, 'replay' when its id
 * was already logged (nothing changed), 'stale' when the card is no longer the version read (nothing
 * written: the answer must be worked out again).
 */
export async function recordReview(
  db: Db,
  input: {
    /** The card's row version the answer was worked out from. */
    version: string;
    log: LogRow;
    card: CardAfter | null;
    /** The session answered in: its latest answer's time moves up to this one. */
    session: { id: string; answeredAt: Date } | null;
    totals: StudyDayCounts;
  },
): Promise<'new' | 'replay' | 'stale'> {
  const { log, card, session, totals } = input;
  // Filled in place: spreading objects of this many keys costs tens of microseconds an answer.
  const values: Record<string, unknown> = {
    version: input.version,
    moved: card !== null,
    sessionId: session?.id ?? null,
    answeredAt: session?.answeredAt ?? null,
  };
  for (const [key, name] of logNames) values[name] = log[key];
  for (const [key, name] of cardNames) values[name] = card?.[key] ?? null;
  for (const [key, name] of totalNames) values[name] = totals[key];
  const [row] = await writeAnswer(db, values);
  if (!row?.current) return 'stale';
  return row.inserted ? 'new' : 'replay';
}
