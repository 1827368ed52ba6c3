import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Achievements } from '~/core/study/achievements';
import { learnerAchievement, story, studySet } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { runStatements, statementsOf } from '~/server/test/fold-migration-harness';
import { call } from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// Migration 0036 on learners from before it: those with a story or a study set have the first one
// recorded as earned, dated as the achievements read dates it, so deleting it no longer takes it away.

describe.each(testDbKinds)('migration 0036 on existing learners (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('records the first story and the first study set of each learner who has them', async () => {
    const db = t.database.db;
    const ann = await t.createVerifiedUser('ann.before@example.com');
    const bo = await t.createVerifiedUser('bo.before@example.com');
    const cy = await t.createVerifiedUser('cy.before@example.com');
    const words = ['farol', 'puerto', 'caminar'];
    // Timestamps finer than the read's milliseconds: recorded as the read gives them.
    await db.insert(story).values([
      {
        userId: ann.userId,
        text: 'Later.',
        words,
        createdAt: sql`'2026-11-20T10:00:00.654321Z'::timestamptz`,
      },
      {
        userId: ann.userId,
        text: 'First.',
        words,
        createdAt: sql`'2026-11-02T08:15:00.123456Z'::timestamptz`,
      },
    ]);
    await db.insert(studySet).values([
      { userId: ann.userId, name: 'Animals', createdAt: new Date('2026-10-01T12:00:00.000Z') },
      { userId: bo.userId, name: 'Food', createdAt: new Date('2026-11-05T07:00:00.000Z') },
      { userId: bo.userId, name: 'Travel', createdAt: new Date('2026-11-06T07:00:00.000Z') },
    ]);
    // The database as it was before 0036, then 0036 run on it.
    await db.execute(sql`drop table learner_achievement`);
    await runStatements(t.database, statementsOf('0036_learner_achievements.sql'));

    const recorded = await db
      .select()
      .from(learnerAchievement)
      .orderBy(asc(learnerAchievement.userId), asc(learnerAchievement.achievementId));
    const byLearner = (userId: string) =>
      recorded
        .filter((row) => row.userId === userId)
        .map((row) => ({ id: row.achievementId, at: row.earnedAt.toISOString() }));
    expect(byLearner(ann.userId)).toEqual([
      { id: 'firstStory', at: '2026-11-02T08:15:00.123Z' },
      { id: 'firstStudySet', at: '2026-10-01T12:00:00.000Z' },
    ]);
    expect(byLearner(bo.userId)).toEqual([{ id: 'firstStudySet', at: '2026-11-05T07:00:00.000Z' }]);
    expect(byLearner(cy.userId)).toEqual([]);

    // Stored to the millisecond, as the read gives them; the read gives the same dates, and with
    // nothing new it writes nothing (no row version changes).
    const stored = () =>
      db
        .select({
          at: sql<string>`to_char(${learnerAchievement.earnedAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`,
          version: sql<string>`xmin::text`,
        })
        .from(learnerAchievement)
        .where(eq(learnerAchievement.userId, ann.userId))
        .orderBy(asc(learnerAchievement.achievementId));
    const before = await stored();
    expect(before.map((row) => row.at)).toEqual(['2026-11-02 08:15:00.123000', '2026-10-01 12:00:00.000000']);
    const read = await call<Achievements>(t, ann.token, '/api/me/achievements');
    expect(read.body.achievements.filter((achievement) => achievement.earnedAt !== null)).toEqual([
      { id: 'firstStory', earnedAt: '2026-11-02T08:15:00.123Z', progress: null },
      { id: 'firstStudySet', earnedAt: '2026-10-01T12:00:00.000Z', progress: null },
    ]);
    expect(await stored()).toEqual(before);
  });
});
