import pg from 'pg';

// Drops PostgreSQL test databases left behind by an interrupted run (before and after this one).
async function dropLeftovers() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'vocably\\_test\\_%' OR datname LIKE 'vocably\\_tpl\\_%'",
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
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
