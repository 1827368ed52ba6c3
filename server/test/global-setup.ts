import pg from 'pg';

/** Whether a process of this machine is still running (test database names carry their creator's pid). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Drops PostgreSQL test databases left behind by an interrupted run (before and after this one): those
// whose creating process has gone. A database of a run still going on (another checkout's, on the same
// server) is left alone; forcing it closed would fail that run's tests.
async function dropLeftovers() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'vocably\\_test\\_%' OR datname LIKE 'vocably\\_tpl\\_%'",
    );
    for (const { datname } of rows) {
      const pid = Number(/^vocably_(?:test|tpl)_(\d+)_/.exec(datname)?.[1]);
      if (Number.isInteger(pid) && alive(pid)) continue;
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

export async function setup() {
  await dropLeftovers();
}

export async function teardown() {
  await dropLeftovers();
}
