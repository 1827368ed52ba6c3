import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '~/server/db/client';
import * as schema from '~/server/db/schema';
import { ms, printTable } from './table';

// Server-side timing of a service call: its statements as it runs them (drizzle's query logger), each
// then explained with EXPLAIN (ANALYZE, BUFFERS): where the time goes inside PostgreSQL, and which
// plan, next to the call's own time without HTTP.

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
};

function describe(node: PlanNode): string {
  const here = `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : node['Relation Name'] ? ` ${node['Relation Name']}` : ''} (${node['Actual Rows'] ?? '?'} rows)`;
  const children = (node.Plans ?? []).map(describe);
  return children.length ? `${here} ← ${children.join(' + ')}` : here;
}

export type StatementPlan = {
  sql: string;
  executionMs: number;
  planningMs: number;
  hit: number;
  read: number;
  plan: string;
  text: string;
};

export async function explainService(url: string, work: (db: Db) => Promise<unknown>, rounds = 5) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const captured: { sql: string; params: unknown[] }[] = [];
  let capture = false;
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => capture && captured.push({ sql, params }) },
  }) as unknown as Db;
  try {
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      capture = round === rounds - 1;
      const started = performance.now();
      await work(db);
      times.push(performance.now() - started);
    }
    const plans: StatementPlan[] = [];
    for (const { sql, params } of captured) {
      if (!/^\s*(select|with)/i.test(sql)) continue;
      const json = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
      const [top] = json.rows[0]['QUERY PLAN'] as {
        Plan: PlanNode & { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
        'Execution Time': number;
        'Planning Time': number;
      }[];
      const text = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      plans.push({
        sql: sql.replace(/\s+/g, ' '),
        executionMs: top!['Execution Time'],
        planningMs: top!['Planning Time'],
        hit: top!.Plan['Shared Hit Blocks'],
        read: top!.Plan['Shared Read Blocks'],
        plan: describe(top!.Plan),
        text: text.rows.map((row) => row['QUERY PLAN']).join('\n'),
      });
    }
    return { times, plans };
  } finally {
    await pool.end();
  }
}

export function printPlans(title: string, result: Awaited<ReturnType<typeof explainService>>) {
  const sorted = [...result.times].sort((a, b) => a - b);
  printTable(
    `${title}: the service called in-process ${result.times.length} times, median ${ms(sorted[Math.floor(sorted.length / 2)]!)} ms; its reads explained`,
    ['statement', 'execution ms', 'planning ms', 'buffers hit / read', 'plan'],
    result.plans.map((plan) => [
      plan.sql.length > 90 ? `${plan.sql.slice(0, 87)}...` : plan.sql,
      ms(plan.executionMs),
      ms(plan.planningMs),
      `${plan.hit} / ${plan.read}`,
      plan.plan,
    ]),
  );
  if (process.env.BENCH_PLANS === 'text')
    for (const plan of result.plans) console.log(`\n${plan.sql}\n${plan.text}`);
}
