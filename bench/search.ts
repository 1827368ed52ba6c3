import fs from 'node:fs/promises';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { listWordsQuerySchema } from '~/core/dictionary/list-global-words';
import { listUsersQuerySchema } from '~/core/users/list-users';
import { likeContains } from '~/server/db/like-pattern';
import { listWords } from '~/server/dictionary/list-global-words';
import { countedPage, listUsers } from '~/server/users/list-users';
import { type Database, openPostgres } from '../server/db/client';
import { globalWord } from '../server/db/schema';
import { config, targets } from './lib/config';
import { ms, percentile, printTable, verdict } from './lib/table';
import { sampleTerms, type Terms } from './lib/terms';

type Plan = { 'Node Type'?: string; 'Index Name'?: string; Plans?: Plan[] };

function indexNames(plan: Plan, into = new Set<string>()) {
  if (plan['Index Name']) into.add(plan['Index Name']);
  for (const child of plan.Plans ?? []) indexNames(child, into);
  return into;
}

/** The index names an EXPLAIN (ANALYZE) of a query shows, and its execution time. */
async function explain(database: Database, query: SQL) {
  const result = await database.db.execute(sql`explain (analyze, format json) ${query}`);
  const rows = (result as unknown as { rows: { 'QUERY PLAN': unknown }[] }).rows;
  const raw = rows[0]!['QUERY PLAN'];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: Plan;
    'Execution Time': number;
  }[];
  return {
    indexes: [...indexNames(top!.Plan)].join(', ') || 'none (sequential scan)',
    ms: top!['Execution Time'],
  };
}

async function timeEach<T>(inputs: T[], rounds: number, call: (input: T) => Promise<unknown>) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const input of inputs) {
      const started = performance.now();
      await call(input);
      times.push(performance.now() - started);
    }
  }
  return times;
}

const decode = (terms: string[]) => terms.map((term) => decodeURIComponent(term));

/**
 * The list services called one at a time (no HTTP), with the plan of each kind of search. `cpu`, when
 * given, reads the CPU milliseconds the database has used so far: per call, it is the database's work
 * whatever else loads the machine (wall times on a shared machine are not).
 */
export async function measureSearch(
  database: Database,
  terms: Terms,
  rounds = 3,
  cpu?: () => Promise<number>,
) {
  const userQuery = (search: string) => listUsersQuerySchema.parse({ search });
  const wordQuery = (search: string, language: string) => listWordsQuerySchema.parse({ search, language });
  // One untimed pass: the first call of each pays for planning caches and cold pages.
  await timeEach([...decode(terms.emails), ...decode(terms.surnames), ...decode(terms.ids)], 1, (s) =>
    listUsers(database.db, userQuery(s), new Date()),
  );
  await timeEach(terms.words, 1, (w) =>
    listWords(database.db, wordQuery(decodeURIComponent(w.search), w.language)),
  );

  // The statement listUsers runs first (all it runs for up to 10,000 matches).
  const usersPage = (search: string) => countedPage(database.db, userQuery(search), new Date()).getSQL();
  const wordsPage = (search: string, language: string) =>
    database.db
      .select()
      .from(globalWord)
      .where(
        and(
          or(ilike(globalWord.value, likeContains(search)), ilike(globalWord.baseForm, likeContains(search))),
          eq(globalWord.languageCode, language),
        ),
      )
      .orderBy(desc(globalWord.createdAt), desc(globalWord.id))
      .limit(11)
      .getSQL();

  const email = decode(terms.emails)[0]!;
  const surname = decode(terms.surnames)[0]!;
  const id = decode(terms.ids)[0]!;
  const word = terms.words[0]!;
  const kind = async <T>(
    name: string,
    example: string,
    inputs: T[],
    call: (input: T) => Promise<unknown>,
    plan: SQL,
  ) => {
    const cpuBefore = await cpu?.();
    const times = await timeEach(inputs, rounds, call);
    const cpuMs = cpu && cpuBefore !== undefined ? ((await cpu()) - cpuBefore) / times.length : undefined;
    return { name, example, times, cpuMs, plan: await explain(database, plan) };
  };
  const users = (s: string) => listUsers(database.db, userQuery(s), new Date());
  const kinds = [
    await kind('users by email start', email, decode(terms.emails), users, usersPage(email)),
    await kind('users by surname', surname, decode(terms.surnames), users, usersPage(surname)),
    await kind('users by id', id, decode(terms.ids), users, usersPage(id)),
    await kind(
      'words by fragment + language',
      `${decodeURIComponent(word.search)} (${word.language})`,
      terms.words,
      (w) => listWords(database.db, wordQuery(decodeURIComponent(w.search), w.language)),
      wordsPage(decodeURIComponent(word.search), word.language),
    ),
  ];
  return kinds;
}

export function printSearch(title: string, kinds: Awaited<ReturnType<typeof measureSearch>>) {
  printTable(
    title,
    [
      'search',
      'calls',
      'p50 ms',
      'p95 ms',
      'max ms',
      'database CPU ms / call',
      'target p95 ≤ 20 ms',
      'plan of e.g.',
      'indexes in the plan',
    ],
    kinds.map((kind) => [
      kind.name,
      String(kind.times.length),
      ms(percentile(kind.times, 50)),
      ms(percentile(kind.times, 95)),
      ms(Math.max(...kind.times)),
      kind.cpuMs === undefined ? '' : ms(kind.cpuMs),
      verdict(percentile(kind.times, 95) <= targets.searchP95Ms),
      `"${kind.example}" ${ms(kind.plan.ms)} ms`,
      kind.plan.indexes,
    ]),
  );
}

const BENCH_APPLICATION = 'vocably-bench-search';

/**
 * CPU milliseconds (user + system) used so far by the benchmark's PostgreSQL backends, from
 * /proc/<pid>/stat (the server runs on this machine; 100 ticks a second, so only sums over many calls
 * mean anything). Backends that ended are not counted: the pool keeps its two for the whole run.
 */
async function backendsCpuMs(admin: pg.Client) {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [BENCH_APPLICATION],
  );
  let ticks = 0;
  for (const { pid } of rows) {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks * 10;
}

export async function search() {
  const terms = await sampleTerms(config.scaleDatabaseUrl);
  const url = new URL(config.scaleDatabaseUrl);
  url.searchParams.set('application_name', BENCH_APPLICATION);
  const database = openPostgres(url.toString(), 2);
  const admin = new pg.Client({ connectionString: config.scaleDatabaseUrl });
  await admin.connect();
  try {
    printSearch(
      'Search at scale: PostgreSQL, 1,000,000 users and 200,000 words; the list services called one at a time (page + total for users)',
      await measureSearch(database, terms, 3, () => backendsCpuMs(admin)),
    );
  } finally {
    await admin.end();
    await database.close();
  }
}
