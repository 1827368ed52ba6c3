import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/**
 * A few independent reads: side by side on the pool, each on a connection of its own, or one after
 * another inside a transaction, whose one connection cannot take a query while another runs
 * (node-postgres queues it, deprecated and an error from pg 9 on). The demo seed calls the services
 * inside one transaction; the server calls them on the pool.
 */
export async function sideBySide<T extends readonly unknown[]>(
  db: Db | Tx,
  reads: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
