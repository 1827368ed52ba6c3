import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/server/db/client';
import { learnerStudyTotals, studyDay, studySession } from '~/server/db/schema';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';

// Besides the card (whose due time and state the queue's index must follow) and its new log row, an
// answer updates three rows: its session (latest answer, counts), its study day (the day's totals) and
// the learner's totals (by the day's trigger). PostgreSQL writes such an update in place on the row's
// page, with no new index entry (a HOT update), only when no index covers a column it changes; one
// indexed column costs a new entry in every index of the table, on every answer.
const updatedByAnAnswer: [PgTable, PgColumn[]][] = [
  [studySession, [studySession.lastAnswerAt, studySession.answers, studySession.againAnswers]],
  [
    studyDay,
    [
      studyDay.reviews,
      studyDay.newCards,
      studyDay.reviewCards,
      studyDay.againCount,
      studyDay.durationMs,
      studyDay.matureReviews,
      studyDay.maturePassed,
      studyDay.firstAnswerAt,
    ],
  ],
  [learnerStudyTotals, [learnerStudyTotals.durationMs]],
];

describe.each(testDbKinds)('the rows an answer updates besides its card (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Each index of the table that names one of the columns (in its keys, expressions or condition). */
  const indexesNaming = async (table: string, columns: string[]) => {
    const result = await database.db.execute(
      sql`select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
          from pg_index where indrelid = ${table}::regclass order by 1`,
    );
    const indexes = (result as unknown as { rows: { name: string; definition: string }[] }).rows;
    expect(indexes.length).toBeGreaterThan(0);
    const names = (definition: string, column: string) =>
      new RegExp(`(^|[^a-z0-9_])"?${column}"?([^a-z0-9_]|$)`).test(definition.split(' USING ')[1] ?? '');
    return indexes.flatMap(({ name, definition }) =>
      columns.filter((column) => names(definition, column)).map((column) => `${name} (${column})`),
    );
  };

  const cases = updatedByAnAnswer.map(
    ([table, columns]) => [getTableConfig(table).name, columns.map((column) => column.name)] as const,
  );
  it.each(cases)(
    '%s: no index covers a column the answer changes, so it stays HOT',
    async (table, columns) => {
      expect(await indexesNaming(table, [...columns])).toEqual([]);
    },
  );

  it('would find an index on the session’s latest answer (the one migration 0041 dropped)', async () => {
    await database.db.execute(
      sql`create index probe_session_last_answer_idx on study_session (user_id, last_answer_at)`,
    );
    let found: string[];
    try {
      found = await indexesNaming('study_session', ['last_answer_at', 'answers', 'again_answers']);
    } finally {
      await database.db.execute(sql`drop index probe_session_last_answer_idx`);
    }
    expect(found).toEqual(['probe_session_last_answer_idx (last_answer_at)']);
  });
});
