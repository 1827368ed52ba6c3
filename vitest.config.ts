import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; API integration tests run the Hono app through app.request
// against PGlite (always) and PostgreSQL (when TEST_DATABASE_URL is set).
export default defineConfig({
  // `~/` is the repository root everywhere (tsconfig paths), as in the app and the server.
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker per core minus one: a single worker on a two-core machine. Most
    // files wait on PostgreSQL, child servers or SMTP rather than the CPU, so three run side by side
    // (the full run took 7.8 min with one worker, 5.2 min with three).
    maxWorkers: 3,
    globalSetup: ['server/test/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'core/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'content/**/*.test.ts',
          ],
          // Each file builds its own app and database and gives back what it changed, so a worker
          // runs file after file in one module graph instead of importing the server again for
          // each: the whole run with PostgreSQL 6.8 -> 4.3 min on this machine's two cores.
          isolate: false,
        },
      },
      {
        extends: true,
        // The screens' tests stay one module graph a file: they replace modules (vi.mock), fetch
        // and timers, which must not reach the next file.
        test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
