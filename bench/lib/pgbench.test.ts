import { describe, expect, it } from 'vitest';
import { libpqEnv } from './pgbench';

// pgbench is given its database through libpq's variables, so it must reach the same server, by the
// same way (TCP or a Unix socket), as the URL the benchmark gives node-postgres.
describe('libpqEnv', () => {
  it('takes the host, port and user of a TCP URL', () => {
    const env = libpqEnv(new URL('postgres://bench:s%40cret@127.0.0.1:5433/postgres'));
    expect(env).toMatchObject({ PGHOST: '127.0.0.1', PGPORT: '5433', PGUSER: 'bench', PGPASSWORD: 's@cret' });
  });

  it("takes a Unix socket's directory from the host parameter, as node-postgres does", () => {
    const env = libpqEnv(new URL('postgres://postgres@localhost/postgres?host=/var/run/postgresql'));
    expect(env).toMatchObject({ PGHOST: '/var/run/postgresql', PGPORT: '5432', PGUSER: 'postgres' });
    expect(env.PGPASSWORD).toBe(process.env.PGPASSWORD);
  });
});
