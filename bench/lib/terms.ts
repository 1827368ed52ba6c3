import pg from 'pg';

// Search terms drawn from the data itself (a fixed sample, so every run searches the same things):
// people looked up by the start of their email ("grace.ro"), by surname ("kihn"), by id, and word
// fragments.
export async function sampleTerms(
  databaseUrl: string | undefined,
  query?: (sql: string) => Promise<string[]>,
) {
  const run =
    query ??
    (async (sql: string) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query<{ term: string }>(sql)).rows.map((row) => row.term);
      } finally {
        await client.end();
      }
    });
  const emails = await run(
    `select left(email, strpos(email, '.') + 2) as term from "user" where email like '%.%.%@%' order by md5(id) limit 20`,
  );
  const surnames = await run(
    `select distinct lower(split_part(name, ' ', 2)) as term from (select name from "user" where name like '% %' order by md5(id) limit 20) s`,
  );
  // Ids as an administrator pastes them from a log or a support mail: the whole id.
  const ids = await run(`select id as term from "user" order by md5(id || 'ids') limit 20`);
  const words = await run(
    `select left(value, 3) || ':' || language_code as term from global_word where length(value) >= 4 order by md5(id::text) limit 20`,
  );
  return {
    emails: emails.map((term) => encodeURIComponent(term)),
    surnames: surnames.filter((term) => term.length >= 3).map((term) => encodeURIComponent(term)),
    ids: ids.map((term) => encodeURIComponent(term)),
    words: words.map((term) => {
      const [fragment, language] = term.split(':');
      return { search: encodeURIComponent(fragment!), language: language! };
    }),
  };
}

export type Terms = Awaited<ReturnType<typeof sampleTerms>>;

export const userPaths = (terms: string[]) => terms.map((term) => `/api/admin/users?search=${term}`);
export const wordPaths = (terms: Terms['words']) =>
  terms.map(({ search, language }) => `/api/admin/words?search=${search}&language=${language}`);
