import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { openPostgres } from '../server/db/client';
import { measureReads, printReads, type ReadsResult } from './api-load';
import { config } from './lib/config';
import { type DatabaseTarget, startBenchServer, withBooted } from './lib/server';
import { int, ms, percentile, printTable } from './lib/table';
import { sampleTerms } from './lib/terms';
import { measureSearch, printSearch } from './search';

const USERS = 100_000;
const root = path.resolve(import.meta.dirname, '..');
// The tables the admin reads touch; the rest of the seed (purchases, learners' data) is not needed.
const copied = ['user', 'account', 'global_word'];

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: config.adminDatabaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function copyOut(url: string, table: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const chunks: Buffer[] = [];
    const stream = client.query(copyTo(`COPY "${table}" TO STDOUT WITH (FORMAT csv)`));
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } finally {
    await client.end();
  }
}

// The same 100,000 users and 20,000 words in PostgreSQL (seeded with `npm run db:seed`) and in a
// PGlite data directory (the same rows copied over with COPY), then the same reads on both.
export async function embeddedVsPostgres() {
  const name = `vocably_bench_100k_${process.pid}`;
  const url = new URL(config.adminDatabaseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vocably-bench-pglite-'));
  await adminQuery(`CREATE DATABASE ${name}`);
  try {
    const seeded = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/cli/seed-scale.ts',
        '--users',
        String(USERS),
        '--words',
        '20000',
        '--purchases',
        '0',
      ],
      { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
    );
    if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
    const started = performance.now();
    await withBooted({ dataDir }, async ({ deps }) => {
      const client = (deps.database.db as unknown as { $client: PGlite }).$client;
      for (const table of copied) {
        const csv = await copyOut(databaseUrl, table);
        await client.query(`COPY "${table}" FROM '/dev/blob' WITH (FORMAT csv)`, [], {
          blob: new Blob([csv]),
        });
      }
      await client.query('ANALYZE');
    });
    console.log(
      `Copied ${copied.join(', ')} into PGlite in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    const terms = await sampleTerms(databaseUrl);
    const results: { kind: string; search: Awaited<ReturnType<typeof measureSearch>>; reads: ReadsResult }[] =
      [];
    const targets: [string, DatabaseTarget][] = [
      ['PGlite', { dataDir }],
      ['PostgreSQL', { databaseUrl }],
    ];
    for (const [kind, target] of targets) {
      const search =
        'dataDir' in target
          ? await withBooted(target, ({ deps }) => measureSearch(deps.database, terms))
          : await (async () => {
              const database = openPostgres(databaseUrl, 2);
              try {
                return await measureSearch(database, terms);
              } finally {
                await database.close();
              }
            })();
      const server = await startBenchServer(target);
      try {
        results.push({ kind, search, reads: await measureReads(server, terms) });
      } finally {
        await server.stop();
      }
      printSearch(`${kind}, ${int(USERS)} users: search one call at a time`, search);
      printReads(
        `${kind}, ${int(USERS)} users: API under load, ${config.connections} connections`,
        results.at(-1)!.reads,
      );
    }
    const [lite, postgres] = results as [(typeof results)[0], (typeof results)[0]];
    printTable(
      `Side by side at ${int(USERS)} users: PGlite (embedded default) and PostgreSQL, same rows, same server`,
      [
        'read',
        'PGlite req/s',
        'PostgreSQL req/s',
        'PostgreSQL / PGlite',
        'PGlite p95 ms',
        'PostgreSQL p95 ms',
      ],
      lite.reads.map((row, index) => {
        const other = postgres.reads[index]!;
        return [
          row.name,
          int(row.result.rps),
          int(other.result.rps),
          (other.result.rps / row.result.rps).toFixed(1),
          ms(row.result.p95),
          ms(other.result.p95),
        ];
      }),
    );
    printTable(
      'Side by side, one call at a time (no HTTP)',
      ['search', 'PGlite p95 ms', 'PostgreSQL p95 ms'],
      lite.search.map((kind, index) => [
        kind.name,
        ms(percentile(kind.times, 95)),
        ms(percentile(postgres.search[index]!.times, 95)),
      ]),
    );
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
