import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { createFactoryContext } from '~/server/db/factories';
import { type GlobalWordRow, withValueKey } from '~/server/db/factories/global-words';
import { account, auditLog, globalWord, purchase, user } from '~/server/db/schema';
import type { Logger } from '~/server/logger';
import { refreshAllPremium } from '~/server/purchases/refresh-premium';
import { batchInsert } from './batch-insert';
import { buildDemoAudit } from './demo-audit';
import { seedDemoLearning } from './demo-learning';
import { buildDemoPeople } from './demo-people';
import { buildDemoWords } from './demo-words';

/** The audit row that marks the demo data as loaded: written with it, so it is loaded at most once. */
export const DEMO_SEED_ACTION = 'system.seed-demo-data';

export type DemoSeedOptions = { users?: number; seed?: number; now?: Date };

export async function demoDataLoaded(db: Db): Promise<boolean> {
  const [marker] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.action, DEMO_SEED_ACTION))
    .limit(1);
  return Boolean(marker);
}

/**
 * Demo words the shipped dictionary already holds are that entry (its id, so demo learners' words
 * point at the real dictionary); the others are added with their search key.
 */
async function joinShippedDictionary(db: Db, words: GlobalWordRow[]) {
  const shipped = new Map<string, string>();
  for (const languageCode of new Set(words.map((word) => word.languageCode))) {
    const values = words.filter((word) => word.languageCode === languageCode).map((word) => word.value);
    const rows = await db
      .select({ id: globalWord.id, value: globalWord.value })
      .from(globalWord)
      .where(and(eq(globalWord.languageCode, languageCode), inArray(globalWord.value, values)));
    for (const row of rows) shipped.set(`${languageCode}:${row.value}`, row.id);
  }
  return words.map((word) => {
    const id = shipped.get(`${word.languageCode}:${word.value}`);
    return id ? { ...word, id, shipped: true } : { ...withValueKey(word), shipped: false };
  });
}

/**
 * Loads the demo data set (users, profiles, learners' words/sets/stories, ~1,000 global words,
 * purchases over the last three months, audit history) in one transaction, once per database.
 * Demo learners' credential accounts hold the hash of a random password nobody knows.
 */
export async function seedDemoData(db: Db, logger: Logger, options: DemoSeedOptions = {}) {
  if (await demoDataLoaded(db)) return undefined;
  const started = performance.now();
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const ctx = createFactoryContext(options.seed ?? 20260115, options.now ?? new Date());
  const words = await joinShippedDictionary(db, buildDemoWords(ctx));
  const people = buildDemoPeople(ctx, { count: options.users ?? 200, passwordHash });
  const [firstAdmin] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(asc(user.createdAt))
    .limit(1);
  const actor = firstAdmin ?? people.users.find((person) => person.role === 'admin')!;
  const audit = buildDemoAudit(ctx, people, words, actor);

  const learning = await db.transaction(async (tx) => {
    await batchInsert(
      tx,
      globalWord,
      words.filter((word) => !word.shipped).map(({ shipped: _, ...word }) => word),
    );
    await batchInsert(tx, user, people.users);
    await batchInsert(tx, account, people.accounts);
    await batchInsert(tx, purchase, people.purchases);
    // As the webhook would have left it; sandbox purchases unlock nothing (the production default).
    await refreshAllPremium(tx, { sandboxGrantsPremium: false });
    // Profiles, words, sets and stories through the learner services, as the apps would make them.
    // Each service call is a savepoint inside this transaction, so the demo data still loads whole.
    const made = await seedDemoLearning(tx, ctx, {
      profiles: people.profiles,
      words,
      withLearning: (userId) => people.learnerIds.has(userId),
    });
    await batchInsert(tx, auditLog, audit);
    await tx.insert(auditLog).values({
      action: DEMO_SEED_ACTION,
      targetType: 'system',
      after: { users: people.users.length, words: words.length, purchases: people.purchases.length },
    });
    return made;
  });
  const counts = {
    users: people.users.length,
    globalWords: words.length,
    userWords: learning.words,
    studySets: learning.studySets,
    stories: learning.stories,
    studySessions: learning.sessions,
    reviews: learning.reviews,
    purchases: people.purchases.length,
    ms: Math.round(performance.now() - started),
  };
  logger.info(counts, 'demo data loaded');
  return counts;
}
