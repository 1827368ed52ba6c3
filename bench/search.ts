import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { listUsersQuerySchema } from '../core/admin/list-users';
import { listWordsQuerySchema } from '../core/admin/list-words';
import { type Database, openPostgres } from '../server/db/client';
import { globalWord, user } from '../server/db/schema';
import { listUsers } from '../server/services/users/list-users';
import { likeContains, userFilterClause } from '../server/services/users/user-filters';
import { listWords } from '../server/services/words/list-words';
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

/** The list services called one at a time (no HTTP), with the plan of each kind of search. */
export async function measureSearch(database: Database, terms: Terms, rounds = 3) {
  const userQuery = (search: string) => listUsersQuerySchema.parse({ search });
  const wordQuery = (search: string, language: string) => listWordsQuerySchema.parse({ search, language });
  // One untimed pass: the first call of each pays for planning caches and cold pages.
  await timeEach([...decode(terms.emails), ...decode(terms.surnames)], 1, (s) =>
    listUsers(database.db, userQuery(s)),
  );
  await timeEach(terms.words, 1, (w) =>
    listWords(database.db, wordQuery(decodeURIComponent(w.search), w.language)),
  );

  const usersPage = (search: string) =>
    database.db
      .select({ id: user.id, total: sql`count(*) over ()` })
      .from(user)
      .where(userFilterClause({ search }))
      // As listUsers orders a search (server/services/users/list-users.ts).
      .orderBy(desc(sql`${user.createdAt} + interval '0 seconds'`), desc(user.id))
      .limit(11)
      .getSQL();
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
  const word = terms.words[0]!;
  const kinds = [
    {
      name: 'users by email start',
      example: email,
      times: await timeEach(decode(terms.emails), rounds, (s) => listUsers(database.db, userQuery(s))),
      plan: await explain(database, usersPage(email)),
    },
    {
      name: 'users by surname',
      example: surname,
      times: await timeEach(decode(terms.surnames), rounds, (s) => listUsers(database.db, userQuery(s))),
      plan: await explain(database, usersPage(surname)),
    },
    {
      name: 'words by fragment + language',
      example: `${decodeURIComponent(word.search)} (${word.language})`,
      times: await timeEach(terms.words, rounds, (w) =>
        listWords(database.db, wordQuery(decodeURIComponent(w.search), w.language)),
      ),
      plan: await explain(database, wordsPage(decodeURIComponent(word.search), word.language)),
    },
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
      verdict(percentile(kind.times, 95) <= targets.searchP95Ms),
      `"${kind.example}" ${ms(kind.plan.ms)} ms`,
      kind.plan.indexes,
    ]),
  );
}

export async function search() {
  const terms = await sampleTerms(config.scaleDatabaseUrl);
  const database = openPostgres(config.scaleDatabaseUrl, 2);
  try {
    printSearch(
      'Search at scale: PostgreSQL, 1,000,000 users and 200,000 words; the list services called one at a time (page + total for users)',
      await measureSearch(database, terms),
    );
  } finally {
    await database.close();
  }
}
