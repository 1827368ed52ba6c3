import { sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';

// Every table an admin call may change. A checksum of their rows shows whether a call changed anything.
const tables = [
  'user',
  'account',
  'session',
  'user_profile',
  'user_word',
  'study_set',
  'study_set_item',
  'story',
  'global_word',
  'purchase',
  'audit_log',
];

export async function tablesChecksum(db: Db) {
  const parts = tables.map(
    (table) => sql`select ${table} as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
      from ${sql.identifier(table)} x`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  const rows = (result as unknown as { rows: { t: string; h: string }[] }).rows;
  return rows.map((row) => `${row.t}:${row.h}`).join(',');
}
