import { describe, expect, it } from 'vitest';
import { parseEnv } from '~/server/env';
import { createTestApp } from '~/server/test/test-app';

// The benchmark's bare route exists only when asked for, and never in production.
describe('BENCH_ROUTES', () => {
  it('serves /api/bench/ping only when BENCH_ROUTES=1', async () => {
    const plain = await createTestApp('pglite');
    const bench = await createTestApp('pglite', { BENCH_ROUTES: '1' });
    try {
      expect((await plain.request('/api/bench/ping')).status).toBe(404);
      const response = await bench.request('/api/bench/ping');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    } finally {
      await plain.close();
      await bench.close();
    }
  });

  it('is refused in production', () => {
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://vocably.app',
        BENCH_ROUTES: '1',
      }),
    ).toThrowError(/BENCH_ROUTES: must not be set in production/);
  });
});
