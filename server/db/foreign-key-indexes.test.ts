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

  // The foreign keys of the schema that no index starts with, as "table constraint".
  const unindexed = async (db: Database['db']) => {
    const result = await db.execute(sql`
      select c.conrelid::regclass::text || ' ' || c.conname as key
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
            and c.conkey @> (i.indkey::int2[])[0:cardinality(c.conkey) - 1])
      order by 1`);
    return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
  };

  it('each have an index that starts with their columns', async () => {
    const all = await database.db.execute(
      sql`select count(*)::int as n from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    expect((all as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(15);
    expect(await unindexed(database.db)).toEqual([]);
  });

  it('would find one without: a table referring to study sets by a column no index starts with', async () => {
    await database.db.execute(sql`create table fk_probe (set_id uuid references study_set (id), at int)`);
    await database.db.execute(sql`create index fk_probe_at_set_idx on fk_probe (at, set_id)`);
    let found: string[];
    try {
      found = await unindexed(database.db);
    } finally {
      await database.db.execute(sql`drop table fk_probe`);
    }
    expect(found).toEqual(['fk_probe fk_probe_set_id_fkey']);
  });
});
