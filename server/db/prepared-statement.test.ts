import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';
import type { Database } from './client';
import { preparedStatement } from './prepared-statement';
import { verification } from './schema';

// The hot statements (the session read, an answer's read and write) run through preparedStatement:
// built once, named on PostgreSQL, inside a transaction when given one.

describe.each(testDbKinds)('prepared statements (%s)', (kind) => {
  let database: Database;
  let builds = 0;
  const storedValue = preparedStatement<
    { value: string; doubled: number },
    { identifier: string; n: number }
  >('test_value_of', () => {
    builds++;
    return sql`select ${verification.value} as value, ${sql.placeholder('n')}::int * 2 as doubled
        from ${verification} where ${verification.identifier} = ${sql.placeholder('identifier')}`;
  });
  const insert = (identifier: string, value: string) =>
    sql`insert into ${verification} (id, identifier, value, expires_at)
      values (${`id-${identifier}`}, ${identifier}, ${value}, now() + interval '1 hour')`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('builds its SQL once and answers each call with that call’s values', async () => {
    await database.db.execute(insert('first', 'one'));
    await database.db.execute(insert('second', 'two'));
    expect(await storedValue(database.db, { identifier: 'first', n: 2 })).toEqual([
      { value: 'one', doubled: 4 },
    ]);
    expect(await storedValue(database.db, { identifier: 'second', n: 5 })).toEqual([
      { value: 'two', doubled: 10 },
    ]);
    expect(await storedValue(database.db, { identifier: 'none', n: 1 })).toEqual([]);
    // Every connection of the pool gets the same statement by name: many calls at once all answer.
    const many = await Promise.all(
      Array.from({ length: 12 }, (_, n) => storedValue(database.db, { identifier: 'first', n })),
    );
    expect(many.map(([row]) => row?.doubled)).toEqual(Array.from({ length: 12 }, (_, n) => n * 2));
    expect(builds).toBe(1);
  });

  it('runs inside the transaction it is given: it sees that transaction’s writes, and they roll back', async () => {
    const rolledBack = new Error('roll back');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(insert('inside', 'three'));
        expect(await storedValue(tx, { identifier: 'inside', n: 1 })).toEqual([
          { value: 'three', doubled: 2 },
        ]);
        // On PostgreSQL the connection keeps it by name, parsed and planned for the next call.
        const prepared = (await tx.execute(sql`select name from pg_prepared_statements`)) as unknown as {
          rows: { name: string }[];
        };
        expect(prepared.rows.map((row) => row.name)).toEqual(kind === 'postgres' ? ['test_value_of'] : []);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await storedValue(database.db, { identifier: 'inside', n: 1 })).toEqual([]);
  });
});
