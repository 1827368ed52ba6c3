import { and, desc, type SQL, sql } from 'drizzle-orm';
import { type ListUsersQuery, type ListUsersResponse, USERS_COUNT_LIMIT } from '~/core/users/list-users';
import type { Db } from '~/server/db/client';
import { user } from '~/server/db/schema';
import { providersOf } from './providers-of';
import { toAdminUser } from './to-admin-user';
import { afterUserCursor, decodeUserCursor, encodeUserCursor, userCreatedAtText } from './user-cursor';
import { userFilterClause } from './user-filters';

export type ListUsersOptions = {
  /** Past this many matches the total is this bound, flagged as an estimate ("10,000+"). */
  countLimit?: number;
};

type UserRow = typeof user.$inferSelect;
type PageRow = { row: UserRow; createdAtText: string };

// One page of users (one row extra tells whether more follow), its providers, and the total.
//
// A search is a substring of email, name or id (user.search_text, one trigram GIN index). Up to
// countLimit matches, one statement gathers every match once (in no order, so the planner takes the
// trigram index), then counts and sorts that set: the heap rows of a search are read once, not once
// for the page and again for the count. More matches than that: the total is the bound, and the page
// comes from walking the created_at index newest first, which stops after a few rows when matches are
// that common (docs/performance.md, "Search at scale").
export async function listUsers(
  db: Db,
  query: ListUsersQuery,
  now: Date,
  { countLimit = USERS_COUNT_LIMIT }: ListUsersOptions = {},
): Promise<ListUsersResponse> {
  const filter = userFilterClause(query, now);
  const cursor = query.nextPageToken ? decodeUserCursor(query.nextPageToken) : undefined;
  const offset = cursor ? 0 : (query.offset ?? 0);
  const limit = query.pageSize + 1;

  const counted = await countedPage(db, query, now, countLimit);
  let rows: PageRow[] = counted;
  let total = counted[0]?.total;
  if (total === undefined) {
    // Nothing on this page. Without a cursor or offset nothing matches at all; past the end, count.
    total = cursor || offset ? await countUpTo(db, filter, countLimit + 1) : 0;
  }
  const estimate = total > countLimit;
  if (estimate) {
    rows = await db
      .select({ row: user, createdAtText: userCreatedAtText })
      .from(user)
      .where(and(filter, cursor ? afterUserCursor(cursor) : undefined))
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(limit)
      .offset(offset);
  }

  const page = rows.slice(0, query.pageSize);
  const providers = await providersOf(
    db,
    page.map(({ row }) => row.id),
  );
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => toAdminUser(row, providers.get(row.id) ?? [], now)),
    totalCount: estimate ? countLimit : total,
    totalCountIsEstimate: estimate,
    nextPageToken:
      rows.length > query.pageSize && last
        ? encodeUserCursor({ createdAt: last.createdAtText, id: last.row.id })
        : null,
  };
}

/**
 * The list's first statement: up to countLimit + 1 matches gathered once, their number on every row,
 * and this page of them newest first. Exported for the search benchmark's query plans.
 */
export function countedPage(db: Db, query: ListUsersQuery, now: Date, countLimit = USERS_COUNT_LIMIT) {
  const cursor = query.nextPageToken ? decodeUserCursor(query.nextPageToken) : undefined;
  // Only the keys are kept and sorted (10,000 whole rows cost more to hold than to find); the page's
  // few rows are then read by primary key.
  const matches = db.$with('matches').as(
    db
      .select({ id: user.id, createdAt: user.createdAt })
      .from(user)
      .where(userFilterClause(query, now))
      .limit(countLimit + 1),
  );
  const page = db.$with('page').as(
    db
      .select({
        pageId: sql<string>`${matches.id}`.as('page_id'),
        pageCreatedAt: sql<Date>`${matches.createdAt}`.as('page_created_at'),
      })
      .from(matches)
      .where(cursor ? afterUserCursor(cursor, matches) : undefined)
      .orderBy(desc(matches.createdAt), desc(matches.id))
      .limit(query.pageSize + 1)
      .offset(cursor ? 0 : (query.offset ?? 0)),
  );
  return db
    .with(matches, page)
    .select({
      row: user,
      createdAtText: userCreatedAtText,
      total: sql<number>`(select count(*) from ${sql.identifier('matches')})::int`,
    })
    .from(page)
    .innerJoin(user, sql`${user.id} = ${page.pageId}`)
    .orderBy(desc(page.pageCreatedAt), desc(page.pageId));
}

async function countUpTo(db: Db, filter: SQL | undefined, atMost: number) {
  const capped = db.select({ one: sql`1` }).from(user).where(filter).limit(atMost).as('capped');
  const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(capped);
  return row?.value ?? 0;
}
