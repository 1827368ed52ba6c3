import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '~/server/env';
import { openPostgres } from './client';

// On the database's own machine the server may reach PostgreSQL through its Unix socket, named by a
// `host` parameter (docs/deployment.md): far less CPU an answer than TCP to 127.0.0.1. The URL must
// pass the server's own settings check and its pool must really connect that way.
const testUrl = process.env.TEST_DATABASE_URL;

async function socketDirectory(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ unix_socket_directories: string }>('SHOW unix_socket_directories');
    return rows[0]?.unix_socket_directories.split(',')[0]?.trim() || null;
  } finally {
    await client.end();
  }
}

describe.skipIf(!testUrl)('a DATABASE_URL naming a Unix socket', () => {
  it('is accepted and connects through the socket, not TCP', async (context) => {
    const directory = await socketDirectory(testUrl!);
    // A server listening on TCP alone (a container's, say) has no socket to try.
    if (!directory) return context.skip();
    const url = new URL(testUrl!);
    url.hostname = 'localhost';
    url.port = '';
    url.searchParams.set('host', directory);
    const env = parseEnv({ DATABASE_URL: url.toString() });
    const database = openPostgres(env.DATABASE_URL!, 1);
    try {
      const result = await database.db.execute(sql`select inet_client_addr() is null as over_socket`);
      expect((result as unknown as { rows: { over_socket: boolean }[] }).rows).toEqual([
        { over_socket: true },
      ]);
    } finally {
      await database.close();
    }
  });
});
