import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';
import type { Database } from './client';
import { sideBySide } from './side-by-side';

// Independent reads run side by side on the pool and one after another inside a transaction, whose
// one connection would otherwise be handed a query while another runs.

describe.each(testDbKinds)('reads side by side (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  /** Three reads that each take a while, counting how many run at once; their results in order. */
  const timedReads = (db: Parameters<typeof sideBySide>[0]) => {
    let running = 0;
    let most = 0;
    const read = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      const result = (await db.execute(sql`select ${n}::int as n, pg_sleep(0.05)`)) as unknown as {
        rows: { n: number }[];
      };
      running--;
      return result.rows[0]!.n;
    };
    return { reads: [read(1), read(2), read(3)] as const, most: () => most };
  };

  it('runs them at once on the pool', async () => {
    const { reads, most } = timedReads(database.db);
    expect(await sideBySide(database.db, reads)).toEqual([1, 2, 3]);
    expect(most()).toBe(3);
  });

  it('runs them one after another inside a transaction, with the same results', async () => {
    const results = await database.db.transaction(async (tx) => {
      const { reads, most } = timedReads(tx);
      const answered = await sideBySide(tx, reads);
      expect(most()).toBe(1);
      return answered;
    });
    expect(results).toEqual([1, 2, 3]);
  });
});
