import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '~/server/logger';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';
import type { Database } from '../client';
import {
  account,
  auditLog,
  globalWord,
  purchase,
  story,
  studySet,
  user,
  userProfile,
  userWord,
} from '../schema';
import { DEMO_SEED_ACTION, seedDemoData } from './demo-data';

describe.each(testDbKinds)('demo data (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  const total = async (table: Parameters<ReturnType<Database['db']['select']>['from']>[0]) =>
    (await database.db.select({ n: count() }).from(table))[0]!.n;

  it('loads every kind of row once, and a second call adds nothing', async () => {
    const logger = createLogger('silent', false);
    const counts = await seedDemoData(database.db, logger);
    expect(counts?.users).toBe(200);
    expect(await total(user)).toBe(200);
    expect(await total(globalWord)).toBeGreaterThanOrEqual(1000);
    for (const table of [account, userProfile, userWord, studySet, story, purchase]) {
      expect(await total(table)).toBeGreaterThan(50);
    }
    expect(await seedDemoData(database.db, logger)).toBeUndefined();
    expect(await total(user)).toBe(200);
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.action, DEMO_SEED_ACTION)),
    ).toHaveLength(1);
  });
});
