import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Tx } from './client';

type PgliteClient = { query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> };

const dialect = new PgDialect();

/** The driver's client under a Drizzle database or transaction (node-postgres' pool or connection, or PGlite). */
function clientOf(db: Db | Tx): pg.Pool | pg.Client | PgliteClient {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof (client as PgliteClient).query !== 'function')
    throw new Error('preparedStatement: this Drizzle database exposes no driver client');
  return client as pg.Pool | pg.Client | PgliteClient;
}

/** A prepared statement's SQL text as the driver receives it, and how many parameters it takes. */
export type StatementText = { name: string; sql: string; parameterCount: number };

// Every statement made by preparedStatement, by name: a test plans each of them (prepared-statement-plans.test.ts).
const statements = new Map<string, () => StatementText>();

/** The SQL of every prepared statement defined so far (those of the modules imported). */
export const preparedStatementTexts = (): StatementText[] => [...statements.values()].map((text) => text());

/**
 * A statement on a hot path (every signed-in request, every answer). Its SQL text is built from the
 * schema once, on first use, instead of on every call, and on PostgreSQL it runs as a named prepared
 * statement: each connection parses and plans it once. Values are passed by placeholder name
 * (`sql.placeholder('userId')`); rows come back as the driver reads them, keyed by the statement's
 * column aliases. Runs inside a transaction when given one.
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(
  name: string,
  build: () => SQL,
) {
  let query: { sql: string; params: unknown[] } | undefined;
  const built = () => {
    query ??= dialect.sqlToQuery(build());
    return query;
  };
  statements.set(name, () => ({ name, sql: built().sql, parameterCount: built().params.length }));
  return async (db: Db | Tx, values: Values): Promise<Row[]> => {
    const { sql, params: placeholders } = built();
    const params = fillPlaceholders(placeholders, values);
    const client = clientOf(db);
    const result =
      client instanceof pg.Pool || client instanceof pg.Client
        ? await client.query({ name, text: sql, values: params })
        : await client.query(sql, params);
    return result.rows as Row[];
  };
}
