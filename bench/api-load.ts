import { config, targets } from './lib/config';
import { type LoadResult, runLoad } from './lib/load';
import { type BenchServer, type DatabaseTarget, removeBenchAdmin, startBenchServer } from './lib/server';
import { int, ms, printTable, verdict } from './lib/table';
import { sampleTerms, type Terms, userPaths, wordPaths } from './lib/terms';

export type ReadsResult = { name: string; result: LoadResult }[];

/** The bare route, then the admin reads, one after another on one server at `connections`. */
export async function measureReads(server: BenchServer, terms: Terms, seconds = config.seconds) {
  const headers = { authorization: `Bearer ${server.token}` };
  const load = (paths: string[]) =>
    runLoad({ url: server.origin, paths, headers, connections: config.connections, seconds });
  // A short warm-up so that the first run does not pay for JIT and cold caches alone.
  await runLoad({
    url: server.origin,
    paths: [...userPaths(terms.emails), ...wordPaths(terms.words), '/api/bench/ping'],
    headers,
    connections: 10,
    seconds: 2,
  });
  const rows: ReadsResult = [];
  rows.push({ name: 'GET /api/bench/ping (bare, ceiling)', result: await load(['/api/bench/ping']) });
  rows.push({
    name: 'GET /api/admin/users?search=<email start>',
    result: await load(userPaths(terms.emails)),
  });
  rows.push({ name: 'GET /api/admin/users?search=<surname>', result: await load(userPaths(terms.surnames)) });
  rows.push({
    name: 'GET /api/admin/words?search=<3 letters>&language=',
    result: await load(wordPaths(terms.words)),
  });
  return rows;
}

export function printReads(title: string, rows: ReadsResult) {
  const bare = rows[0]!.result.rps;
  printTable(
    title,
    ['route', 'req/s', 'share of bare', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'target'],
    rows.map(({ name, result }, index) => [
      name,
      int(result.rps),
      index === 0 ? '1.00' : (result.rps / bare).toFixed(2),
      ms(result.p50),
      ms(result.p95),
      ms(result.p99),
      String(result.non2xx + result.errors),
      index === 0
        ? ''
        : `p95 ≤ ${targets.apiP95Ms}: ${verdict(result.p95 <= targets.apiP95Ms)}; ≥ ¼ bare: ${verdict(result.rps / bare >= targets.apiShareOfBare)}`,
    ]),
  );
}

export async function apiLoad() {
  const target: DatabaseTarget = { databaseUrl: config.scaleDatabaseUrl };
  const terms = await sampleTerms(config.scaleDatabaseUrl);
  const server = await startBenchServer(target);
  try {
    const rows = await measureReads(server, terms);
    printReads(
      `API under load: PostgreSQL, 1,000,000 users and 200,000 words, ${config.connections} connections, ${config.seconds} s per route`,
      rows,
    );
  } finally {
    await server.stop();
    await removeBenchAdmin(target);
  }
}
