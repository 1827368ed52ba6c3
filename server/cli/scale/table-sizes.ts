import type pg from 'pg';

export type TableSize = {
  table: string;
  rows: number;
  heapBytes: number;
  indexBytes: number;
  totalBytes: number;
};

/**
 * Each table's size on disk after the seed (heap with its TOAST, indexes), with the planner's row
 * estimate (exact after the final VACUUM ANALYZE for tables loaded in one go), and the database's.
 */
export async function tableSizes(client: pg.Client | pg.PoolClient, tables: string[]) {
  const { rows } = await client.query<{
    table: string;
    rows: string;
    heap: string;
    indexes: string;
    total: string;
  }>(
    `SELECT c.relname AS table, c.reltuples::bigint AS rows, pg_table_size(c.oid) AS heap,
            pg_indexes_size(c.oid) AS indexes, pg_total_relation_size(c.oid) AS total
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname = ANY($1)
      ORDER BY pg_total_relation_size(c.oid) DESC`,
    [tables],
  );
  const database = await client.query<{ bytes: string }>(
    'SELECT pg_database_size(current_database()) AS bytes',
  );
  return {
    tables: rows.map(
      (row): TableSize => ({
        table: row.table,
        rows: Math.max(0, Number(row.rows)),
        heapBytes: Number(row.heap),
        indexBytes: Number(row.indexes),
        totalBytes: Number(row.total),
      }),
    ),
    databaseBytes: Number(database.rows[0]!.bytes),
  };
}
