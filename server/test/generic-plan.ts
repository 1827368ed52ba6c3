import { sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import type { StatementText } from '~/server/db/prepared-statement';

/** A node of a plan that reads a table: how, by which index, and on what condition. */
export type PlanScan = { node: string; relation?: string; index?: string; cond?: string };

type PlanNode = Record<string, unknown> & { 'Node Type': string; Plans?: PlanNode[] };

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

function scansIn(node: PlanNode, into: PlanScan[] = []): PlanScan[] {
  const type = node['Node Type'];
  // A bitmap heap scan reads what its bitmap index scans (its children, checked themselves) found.
  if (type.endsWith('Scan') && type !== 'Bitmap Heap Scan' && (node['Relation Name'] || node['Index Name']))
    into.push({
      node: type,
      relation: node['Relation Name'] as string | undefined,
      index: node['Index Name'] as string | undefined,
      cond: node['Index Cond'] as string | undefined,
    });
  for (const child of node.Plans ?? []) scansIn(child, into);
  return into;
}

/**
 * Every table read in the generic plan of a prepared statement: the plan a connection keeps once it
 * has run the statement a few times, which does not depend on the values. It is planned as on a
 * real database, not as a test's nearly empty tables invite: the tables (those with rows: put one in
 * each table the statement reads) pretend to be large, and sequential scans, hash and merge joins
 * (each of which reads a side whole) are turned off, so a read that some index can serve is planned
 * on it, and a read no index serves still shows.
 */
export async function genericPlanScans(db: Db, statement: StatementText): Promise<PlanScan[]> {
  const name = `plan_of_${statement.name}`;
  const args = Array.from({ length: statement.parameterCount }, () => 'null').join(', ');
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_hashjoin = off`);
    await tx.execute(sql`set local enable_mergejoin = off`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    // The planner is told each table that holds a row holds a million on every page it has (undone
    // with the transaction), so it plans the lookups it would plan on a real database.
    await tx.execute(sql`update pg_class set reltuples = 1000000, relpages = 1
      where relnamespace = 'public'::regnamespace and relkind = 'r' and pg_relation_size(oid) > 0`);
    await tx.execute(sql.raw(`prepare ${name} as ${statement.sql}`));
    const result = await tx.execute(
      sql.raw(`explain (format json) execute ${name}${args ? `(${args})` : ''}`),
    );
    await tx.execute(sql.raw(`deallocate ${name}`));
    const cell = Object.values(rowsOf(result)[0]!)[0];
    const [explained] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
    return scansIn(explained.Plan);
  });
}

/** Each index of the database by name, with its first column. */
export async function leadingColumns(db: Db): Promise<Map<string, string>> {
  const result = await db.execute(sql`select c.relname as index, a.attname as column
    from pg_index i join pg_class c on c.oid = i.indexrelid
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]`);
  return new Map(rowsOf(result).map((row) => [row.index as string, row.column as string]));
}

/**
 * Whether an index scan's condition bounds the index's first column (`column = …`, a range, a list):
 * without that, an index on (learner, id) is read whole to find one id.
 */
export function boundsLeadingColumn(cond: string, column: string): boolean {
  return new RegExp(`(^|[\\s(.])${column} (=|<|>|<=|>=|IS NOT|IS) `).test(cond);
}

/**
 * The reads of a statement's generic plan (see genericPlanScans) that no index bounds on its first
 * column: a sequential scan, an index read whole, or one searched by a later column only.
 */
export async function unboundedReads(
  db: Db,
  statement: StatementText,
  leading: Map<string, string>,
): Promise<PlanScan[]> {
  const scans = await genericPlanScans(db, statement);
  return scans.filter(
    (scan) =>
      !scan.index || !scan.cond || !boundsLeadingColumn(scan.cond, leading.get(scan.index) ?? '(unknown)'),
  );
}
