import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/server/db/client';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';

// Deleting a row deletes (or clears) the rows that refer to it, found by the referring columns: without
// an index that starts with them, each delete reads the whole referring table (a learner deleted reads
// every review, a study set deleted every learner's collection links).
describe.each(testDbKinds)('foreign keys (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('each have an index that starts with their columns', async () => {
    const result = await database.db.execute(sql`
      select c.conrelid::regclass::text as "table", c.conname as "constraint"
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
            and c.conkey @> (i.indkey::int2[])[0:cardinality(c.conkey) - 1])
      order by 1, 2`);
    const rows = (result as unknown as { rows: unknown[] }).rows;
    const all = await database.db.execute(
      sql`select count(*)::int as n from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    expect((all as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(15);
    expect(rows).toEqual([]);
  });
});
