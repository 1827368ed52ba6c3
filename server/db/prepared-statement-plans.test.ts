import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatementTexts } from '~/server/db/prepared-statement';
import { testDbKinds } from '~/server/test/databases';
import {
  boundsLeadingColumn,
  genericPlanScans,
  leadingColumns,
  unboundedReads,
} from '~/server/test/generic-plan';
import {
  answer,
  flashcard,
  insertSpanishNouns,
  learnerWithWords,
  startSession,
} from '~/server/test/study-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// The prepared statements are the hot path: every signed-in request reads a session, every answer
// reads its card and writes the review. Each must reach its rows through an index from the index's
// first column, whatever the table's size; a subquery that looked up a session by its id alone
// (the key is the learner and the id) read the whole table on a session's first answer.
describe.each(testDbKinds)('prepared statements (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // A row in every table the statements read: a learner who started a session and answered in it.
    const [casa] = await insertSpanishNouns(t);
    const learner = await learnerWithWords(t, 'plans@example.com', [casa!.id]);
    const session = await startSession(t, learner.token, { method: 'flashcards', scope: 'due' });
    const card = learner.words[0]!;
    const answered = await answer(t, learner.token, { ...flashcard(card.id, 3), sessionId: session.body.id });
    expect(answered.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('are the hot path: the session read, the answer read (with and without the session) and its write', () => {
    expect(preparedStatementTexts().map((statement) => statement.name)).toEqual(
      expect.arrayContaining([
        'read_session_by_token',
        'card_for_answer',
        'session_and_card_for_answer',
        'record_review',
      ]),
    );
  });

  it('read every table through an index bounded on its first column, in the plan a connection keeps', async () => {
    const db = t.database.db;
    const leading = await leadingColumns(db);
    for (const statement of preparedStatementTexts()) {
      expect((await genericPlanScans(db, statement)).length, statement.name).toBeGreaterThan(0);
      const unbounded = await unboundedReads(db, statement, leading);
      expect({ statement: statement.name, unbounded }).toEqual({ statement: statement.name, unbounded: [] });
    }
  });

  it('would find a read no index bounds: a session by its id alone, as the answer read once did', async () => {
    const db = t.database.db;
    const probe = {
      name: 'session_by_id_alone',
      sql: 'select last_answer_at from study_session where id = $1',
      parameterCount: 1,
    };
    expect(await unboundedReads(db, probe, await leadingColumns(db))).toEqual([
      expect.objectContaining({ relation: 'study_session' }),
    ]);
  });
});

describe('boundsLeadingColumn', () => {
  it('finds the column compared on the left of a condition, qualified or not', () => {
    expect(boundsLeadingColumn('((user_id = $1) AND (id = $2))', 'user_id')).toBe(true);
    expect(
      boundsLeadingColumn(
        '((root.user_id = study_session.user_id) AND (root.id = study_session.sitting_id))',
        'user_id',
      ),
    ).toBe(true);
    expect(boundsLeadingColumn('(id = study_session.sitting_id)', 'user_id')).toBe(false);
    expect(boundsLeadingColumn('(other_user_id = $1)', 'user_id')).toBe(false);
    expect(boundsLeadingColumn('((user_id = $1) AND (due_at <= $2))', 'due_at')).toBe(true);
  });
});
