import { and, eq, exists, ilike, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { UserFilters } from '~/core/admin/list-users';
import { account, user } from '~/server/db/schema';
import { premiumNowSql } from '../purchases/premium';

/** Escapes LIKE wildcards so a search for "50%" or "a_b" means those characters. */
export function likeContains(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

// The WHERE clause of the user list and of the export of "everything matching". The search is a
// substring ILIKE on email, name and id, each backed by a pg_trgm GIN index.
export function userFilterClause(filters: UserFilters, now: Date = new Date()): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) {
    const pattern = likeContains(filters.search);
    conditions.push(or(ilike(user.email, pattern), ilike(user.name, pattern), ilike(user.id, pattern)));
  }
  if (filters.disabled !== undefined) conditions.push(eq(user.banned, filters.disabled));
  if (filters.emailVerified !== undefined) conditions.push(eq(user.emailVerified, filters.emailVerified));
  if (filters.admin !== undefined)
    conditions.push(filters.admin ? eq(user.role, 'admin') : ne(user.role, 'admin'));
  if (filters.premium !== undefined) {
    conditions.push(filters.premium ? premiumNowSql(now) : not(premiumNowSql(now)));
  }
  if (filters.provider) {
    conditions.push(
      exists(
        sql`(select 1 from ${account} where ${account.userId} = ${user.id} and ${account.providerId} = ${filters.provider})`,
      ),
    );
  }
  return and(...conditions);
}
