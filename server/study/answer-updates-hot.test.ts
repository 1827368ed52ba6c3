import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/server/db/client';
import { preparedStatementTexts } from '~/server/db/prepared-statement';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';
// Registers the answer's write statement (record_review) read below.
import './record-review';

// Besides the card (whose due time and state the queue's index must follow) and its new log row, an
// answer updates three rows: its session (latest answer, counts), its study day (the day's totals) and
// the learner's totals (by the day's trigger). PostgreSQL writes such an update in place on the row's
// page, with no new index entry (a HOT update), only when no index covers a column it changes; one
// indexed column costs a new entry in every index of the table, on every answer. The columns are read
// from the answer's own write statement and the trigger as the database holds it, so a column the
// write starts to change is checked without anyone listing it here.

/** The columns a SET list assigns (`"column" = …`). */
const assigned = (setList: string) => [...setList.matchAll(/"(\w+)" =/g)].map((match) => match[1]!);

/** The text between `from` and the next `to` in `text` (both required). */
function between(text: string, from: string, to: string) {
  const start = text.indexOf(from);
  const end = text.indexOf(to, start + from.length);
  expect({ from, found: start >= 0 && end >= 0 }).toEqual({ from, found: true });
  return text.slice(start + from.length, end);
}

describe.each(testDbKinds)('the rows an answer updates besides its card (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

  /** The columns the answer's write and the day's trigger change, by table. */
  const updatedByAnAnswer = async () => {
    const write = preparedStatementTexts().find((statement) => statement.name === 'record_review')!.sql;
    const [trigger] = await rows<{ body: string }>(
      sql`select prosrc as body from pg_proc where proname = 'study_day_updated_keeps_totals'`,
    );
    return {
      study_session: assigned(between(write, 'update "study_session" set', 'where')),
      study_day: assigned(between(write, 'do update set', 'select exists')),
      learner_study_totals: assigned(between(trigger!.body, 'DO UPDATE SET', ';')),
    };
  };

  /** Each index of the table that names one of the columns (in its keys, expressions or condition). */
  const indexesNaming = async (table: string, columns: string[]) => {
    const indexes = await rows<{ name: string; definition: string }>(
      sql`select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
          from pg_index where indrelid = ${table}::regclass order by 1`,
    );
    expect(indexes.length).toBeGreaterThan(0);
    const names = (definition: string, column: string) =>
      new RegExp(`(^|[^a-z0-9_])"?${column}"?([^a-z0-9_]|$)`).test(definition.split(' USING ')[1] ?? '');
    return indexes.flatMap(({ name, definition }) =>
      columns.filter((column) => names(definition, column)).map((column) => `${name} (${column})`),
    );
  };

  it('are read from the write and the trigger: the session’s latest answer and counts, the day’s totals, the time studied', async () => {
    expect(await updatedByAnAnswer()).toEqual({
      study_session: ['last_answer_at', 'answers', 'again_answers'],
      study_day: [
        'reviews',
        'new_cards',
        'review_cards',
        'again_count',
        'duration_ms',
        'mature_reviews',
        'mature_passed',
        'first_answer_at',
      ],
      learner_study_totals: ['duration_ms'],
    });
  });

  it('change no column an index covers, so each stays HOT', async () => {
    const covered: Record<string, string[]> = {};
    for (const [table, columns] of Object.entries(await updatedByAnAnswer()))
      covered[table] = await indexesNaming(table, columns);
    expect(covered).toEqual({ study_session: [], study_day: [], learner_study_totals: [] });
  });

  it('would find an index on the session’s latest answer (the one migration 0041 dropped)', async () => {
    await database.db.execute(
      sql`create index probe_session_last_answer_idx on study_session (user_id, last_answer_at)`,
    );
    let found: string[];
    try {
      found = await indexesNaming('study_session', (await updatedByAnAnswer()).study_session);
    } finally {
      await database.db.execute(sql`drop index probe_session_last_answer_idx`);
    }
    expect(found).toEqual(['probe_session_last_answer_idx (last_answer_at)']);
  });
});
