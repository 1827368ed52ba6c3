// Where the benchmarks run and for how long; each can be overridden from the environment.
export const config = {
  scaleDatabaseUrl: process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vocably_scale',
  adminDatabaseUrl: process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};

// Targets from issue 8.
export const targets = {
  apiP95Ms: 25,
  apiShareOfBare: 0.25,
  searchP95Ms: 20,
  exportPeakMb: 150,
  bulkDisableMs: 2000,
};
