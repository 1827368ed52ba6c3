import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '~/server/db/client';
import { account } from '~/server/db/schema';

/** The hash of the learner's password, or null when they sign in only with Google or Apple. */
export async function findPasswordHash(db: Db | Tx, userId: string): Promise<string | null> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return credential?.hash ?? null;
}
