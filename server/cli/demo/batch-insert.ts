import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '~/server/db/client';

// Multi-row inserts in chunks: one statement per chunk keeps PGlite fast and stays far below
// PostgreSQL's 65,535 bind parameters per statement.
export async function batchInsert<T extends PgTable>(
  db: Db | Tx,
  table: T,
  rows: T['$inferInsert'][],
  chunkSize = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await db.insert(table).values(rows.slice(start, start + chunkSize));
  }
}
