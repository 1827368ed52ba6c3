import type pg from 'pg';

/**
 * Non-unique indexes of the tables being filled are dropped before a bulk load and rebuilt after it
 * (building a trigram index once is several times faster than maintaining it row by row). Unique
 * indexes and keys stay, so the load is still checked. `onListed` is given the definitions before
 * anything is dropped, so a caller can keep them where an interrupted run finds them; the drop is one
 * statement, so a kill leaves every index or none of them dropped.
 */
export async function dropSecondaryIndexes(
  client: pg.PoolClient | pg.Client,
  tables: string[],
  onListed: (indexes: { name: string; definition: string }[]) => void = () => {},
) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND t.relname = ANY($1) AND NOT x.indisunique AND NOT x.indisprimary`,
    [tables],
  );
  onListed(rows);
  if (rows.length)
    await client.query(`DROP INDEX IF EXISTS ${rows.map(({ name }) => `"${name}"`).join(', ')}`);
  return rows;
}

export async function recreateIndexes(
  client: pg.PoolClient | pg.Client,
  indexes: { name: string; definition: string }[],
  onEach?: (name: string) => void,
) {
  await client.query(`SET maintenance_work_mem = '256MB'`);
  for (const { name, definition } of indexes) {
    onEach?.(name);
    await client.query(definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
  }
}
