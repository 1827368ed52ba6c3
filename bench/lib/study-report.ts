import type { LoadResult } from './load';
import type { PgbenchResult } from './pgbench';
import { int, ms, percentile, printTable, verdict } from './table';

// The study benchmark's tables (bench/study-scale.ts): one row per measurement, with the load
// average while it ran and the CPU each request cost the server process and the database.

export const studyTargets = {
  reviewsShareOfPgbench: 0.5,
  reviewsP95OfPgbench: 2,
  progressP95Ms: 50,
  // Issue 27: a review's CPU, the server's and the database's together, against pgbench's transaction's.
  reviewCpuOfPgbench: 2,
};

/** CPU milliseconds used during a measurement by the server process and by its database backends. */
export type Cpu = { serverMs: number; databaseMs: number };
export type Timed = { times: number[]; failures: number; load: string; cpu?: Cpu };
export type Loaded = LoadResult & { load: string; cpu?: Cpu };

/** CPU a request sent of a measured load: the server's and the database's together, and each apart. */
export function cpuPerReview(loaded: LoadResult & { cpu: Cpu }) {
  const each = (ms: number) => ms / Math.max(1, loaded.started);
  return {
    cpuPerReviewMs: each(loaded.cpu.serverMs + loaded.cpu.databaseMs),
    serverCpuPerReviewMs: each(loaded.cpu.serverMs),
    databaseCpuPerReviewMs: each(loaded.cpu.databaseMs),
  };
}

/** PostgreSQL's CPU a pgbench transaction (its client's own is not counted). */
export const pgbenchCpuPerTxn = (run: { databaseMs: number; transactions: number }) =>
  run.databaseMs / Math.max(1, run.transactions);

const header = [
  'measurement',
  'requests',
  'per s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'errors',
  'server CPU ms / req',
  'database CPU ms / req',
  'load avg',
];

function summary(t: Timed | Loaded) {
  if ('times' in t) {
    return {
      requests: t.times.length,
      perSecond: 1000 / (t.times.reduce((a, b) => a + b, 0) / t.times.length),
      p50: percentile(t.times, 50),
      p95: percentile(t.times, 95),
      p99: percentile(t.times, 99),
      errors: t.failures,
      started: t.times.length,
    };
  }
  return {
    requests: t.requests,
    perSecond: t.rps,
    p50: t.p50,
    p95: t.p95,
    p99: t.p99,
    errors: t.non2xx + t.errors,
    started: t.started,
  };
}

/** One table row from either kind of measurement. */
function row(name: string, t: Timed | Loaded, extra: string[] = []) {
  const s = summary(t);
  // Per request sent: under load some are still unanswered at the end, and their CPU is counted too.
  const per = (cpuMs: number | undefined) => (cpuMs === undefined ? '' : ms(cpuMs / Math.max(1, s.started)));
  return [
    name,
    int(s.requests),
    int(s.perSecond),
    ms(s.p50),
    ms(s.p95),
    ms(s.p99),
    String(s.errors),
    per(t.cpu?.serverMs),
    per(t.cpu?.databaseMs),
    t.load,
    ...extra,
  ];
}

export function printStudyReport(input: {
  connections: number;
  seconds: number;
  queue?: { single: Timed; loaded: Loaded } | undefined;
  pgbench?: (PgbenchResult & { load: string; databaseMs: number }) | undefined;
  reviews?: Loaded | undefined;
  progress?: Timed | undefined;
}) {
  const { connections, seconds, queue, pgbench, reviews, progress } = input;
  if (queue) printQueue(connections, seconds, queue);
  if (pgbench && reviews) printReviews(connections, seconds, pgbench, reviews);
  if (progress) printProgress(progress);
}

function printQueue(connections: number, seconds: number, queue: { single: Timed; loaded: Loaded }) {
  printTable(
    '(a) Session queue: POST /api/me/sessions {method: flashcards, scope: due}, many learners',
    header,
    [row('one at a time', queue.single), row(`${connections} connections, ${seconds} s`, queue.loaded)],
  );
}

function printReviews(
  connections: number,
  seconds: number,
  pgbench: PgbenchResult & { load: string; databaseMs: number },
  reviews: Loaded,
) {
  const tpsShare = reviews.rps / pgbench.tps;
  const p95Ratio = reviews.p95 / pgbench.p95;
  const cpuRatio = reviews.cpu
    ? cpuPerReview({ ...reviews, cpu: reviews.cpu }).cpuPerReviewMs / pgbenchCpuPerTxn(pgbench)
    : undefined;
  const t = studyTargets;
  const cpuVerdict =
    cpuRatio === undefined
      ? ''
      : `; CPU ${cpuRatio.toFixed(2)}× (≤ ${t.reviewCpuOfPgbench}×: ${verdict(cpuRatio <= t.reviewCpuOfPgbench)})`;
  printTable(
    `(b) Reviews against pgbench on the same server, ${connections} connections, taken in turn: ${Math.round(pgbench.seconds / seconds)} rounds of ${seconds} s each, all together`,
    [...header, 'vs pgbench', 'target'],
    [
      [
        `pgbench TPC-B-like (scale ${pgbench.scale}, -c ${pgbench.clients}; p95 from its -l log; its client's CPU in the server column)`,
        int(pgbench.transactions),
        int(pgbench.tps),
        ms(pgbench.p50),
        ms(pgbench.p95),
        ms(pgbench.p99),
        '0',
        ms(pgbench.clientCpuMs / Math.max(1, pgbench.transactions)),
        ms(pgbenchCpuPerTxn(pgbench)),
        pgbench.load,
        '1.00',
        '',
      ],
      row('POST /api/me/reviews (one flashcard answer each)', reviews, [
        `${tpsShare.toFixed(2)} × tps, ${p95Ratio.toFixed(2)} × p95`,
        `≥ ${t.reviewsShareOfPgbench}× tps: ${verdict(tpsShare >= t.reviewsShareOfPgbench)}; p95 ≤ ${t.reviewsP95OfPgbench}×: ${verdict(p95Ratio <= t.reviewsP95OfPgbench)}${cpuVerdict}`,
      ]),
    ],
  );
}

function printProgress(progress: Timed) {
  const t = studyTargets;
  printTable(
    "(c) GET /api/me/progress for the heavy learner (the seed's --heavy-cards and --heavy-reviews), one at a time",
    [...header, 'target'],
    [
      row('heavy learner', progress, [
        `p95 ≤ ${t.progressP95Ms} ms: ${verdict(percentile(progress.times, 95) <= t.progressP95Ms)}`,
      ]),
    ],
  );
}
