import { and, eq, exists, ne, not, type SQL, sql } from 'drizzle-orm';
import type { UserFilters } from '~/core/users/list-users';
import { likeContains } from '~/server/db/like-pattern';
import { account, user } from '~/server/db/schema';
import { premiumNowSql } from '~/server/purchases/premium';

/** Joins email, name and id in `user.search_text`; no search term can contain it. */
export const SEARCH_TEXT_SEPARATOR = '\u001f';

/**
 * A case-insensitive substring of email, name or id: a LIKE on `user.search_text` (those three
 * lower-cased, joined by chr(31)), served by one pg_trgm GIN index. ILIKE lower-cases both sides the
 * same way, so this finds what `email ILIKE p OR name ILIKE p OR id ILIKE p` finds. A term holding
 * the separator would match across two fields: it matches nothing, as it would in any one field.
 */
export function userSearchClause(term: string): SQL {
  if (term.includes(SEARCH_TEXT_SEPARATOR)) return sql`false`;
  return sql`${user.searchText} like lower(${likeContains(term)})`;
}

// The WHERE clause of the user list and of the export of "everything matching".
export function userFilterClause(filters: UserFilters, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) conditions.push(userSearchClause(filters.search));
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
