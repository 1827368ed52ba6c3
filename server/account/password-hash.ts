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

/**
 * How passwords are hashed and checked: Better Auth's own (scrypt, N = 16384) unless createAuth is
 * given another. Whatever of ours hashes or checks a password outside Better Auth's endpoints asks the
 * auth instance (passwordHashingOf), so one choice holds for every door.
 */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
};

/** The auth instance's hashing, as its own endpoints use it. */
export async function passwordHashingOf(auth: {
  $context: Promise<{ password: PasswordHashing }>;
}): Promise<PasswordHashing> {
  const { password } = await auth.$context;
  return { hash: password.hash, verify: password.verify };
}
