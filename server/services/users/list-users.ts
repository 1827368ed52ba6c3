import { and, count, desc, sql } from 'drizzle-orm';
import type { ListUsersQuery, ListUsersResponse } from '~/core/admin/list-users';
import type { Db } from '~/server/db/client';
import { user } from '~/server/db/schema';
import { providersOf } from './providers-of';
import { toAdminUser } from './to-admin-user';
import { afterUserCursor, decodeUserCursor, encodeUserCursor, userCreatedAtText } from './user-cursor';
import { userFilterClause } from './user-filters';

// A search of three characters or more is answered from the trigram indexes. Left to itself the planner
// sometimes walks the created_at index newest first and filters every row instead, which on a million
// users took seconds for a rare surname (docs/performance.md); ordering by an expression the index
// does not cover keeps it on the trigram path. Shorter searches cannot use trigrams: they keep the walk.
const newestFirst = (search: string | undefined) =>
  search && search.length >= 3 ? desc(sql`${user.createdAt} + interval '0 seconds'`) : desc(user.createdAt);

// One page of users: the page (one row extra tells whether more follow), its providers, the total.
export async function listUsers(db: Db, query: ListUsersQuery, now = new Date()): Promise<ListUsersResponse> {
  const filter = userFilterClause(query, now);
  const cursor = query.nextPageToken ? decodeUserCursor(query.nextPageToken) : undefined;
  const pageQuery = db
    .select({ row: user, createdAtText: userCreatedAtText })
    .from(user)
    .where(and(filter, cursor ? afterUserCursor(cursor) : undefined))
    .orderBy(newestFirst(query.search), desc(user.id))
    .limit(query.pageSize + 1);
  const [rows, [total]] = await Promise.all([
    cursor || !query.offset ? pageQuery : pageQuery.offset(query.offset),
    db.select({ value: count() }).from(user).where(filter),
  ]);
  const page = rows.slice(0, query.pageSize);
  const providers = await providersOf(
    db,
    page.map(({ row }) => row.id),
  );
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => toAdminUser(row, providers.get(row.id) ?? [], now)),
    totalCount: total?.value ?? 0,
    nextPageToken:
      rows.length > query.pageSize && last
        ? encodeUserCursor({ createdAt: last.createdAtText, id: last.row.id })
        : null,
  };
}
