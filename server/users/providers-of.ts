import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '~/server/db/client';
import { account } from '~/server/db/schema';

// One query for the sign-in providers of a whole page of users (no query per user).
export async function providersOf(db: Db | Tx, userIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (userIds.length === 0) return result;
  const rows = await db
    .selectDistinct({ userId: account.userId, providerId: account.providerId })
    .from(account)
    .where(inArray(account.userId, userIds))
    .orderBy(account.providerId);
  for (const row of rows) result.set(row.userId, [...(result.get(row.userId) ?? []), row.providerId]);
  return result;
}
