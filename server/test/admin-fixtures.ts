import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { withValueKey } from '~/server/db/factories/global-words';
import {
  account,
  globalWord,
  purchase,
  story,
  studySet,
  studySetItem,
  user,
  userProfile,
  userWord,
} from '~/server/db/schema';
import type { TestApp } from './test-app';

// Factories for admin API tests: rows inserted directly (fast), with overrides.

export async function insertUser(db: Db, overrides: Partial<typeof user.$inferInsert> = {}) {
  const id = overrides.id ?? randomUUID();
  const [row] = await db
    .insert(user)
    .values({ id, email: `${id}@example.com`, name: '', emailVerified: true, ...overrides })
    .returning();
  await db.insert(account).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id });
  return row!;
}

export async function insertWord(db: Db, overrides: Partial<typeof globalWord.$inferInsert> = {}) {
  const [row] = await db
    .insert(globalWord)
    .values(
      withValueKey<typeof globalWord.$inferInsert>({
        value: `word-${randomUUID().slice(0, 8)}`,
        languageCode: 'en',
        difficulty: 'beginner',
        frequency: 'high',
        definitions: [{ partOfSpeech: 'noun', definition: 'A thing', examples: ['An example'] }],
        translations: { es: ['cosa'] },
        synonyms: ['item'],
        variants: [],
        ...overrides,
      }),
    )
    .returning();
  return row!;
}

export async function insertPurchase(db: Db, overrides: Partial<typeof purchase.$inferInsert> = {}) {
  const [row] = await db
    .insert(purchase)
    .values({
      purchasedAt: new Date(),
      productId: 'vocably_pro_monthly',
      status: 1,
      store: 'APP_STORE',
      transactionId: randomUUID(),
      priceUsd: 6.99,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A learner with a profile, two words, a study set holding both, and a story. */
export async function insertLearnerData(db: Db, userId: string) {
  await db.insert(userProfile).values({ userId, firstName: 'Ada', lastName: 'Lovelace', iosFcmToken: 'tok' });
  const words = await db
    .insert(userWord)
    .values(
      ['alpha', 'beta'].map((value) => ({
        userId,
        word: { value, definitions: [], translations: ['uno'], synonyms: [], languageCode: 'es' },
      })),
    )
    .returning();
  const [set] = await db.insert(studySet).values({ userId, name: 'Set' }).returning();
  await db
    .insert(studySetItem)
    .values(words.map((word, position) => ({ studySetId: set!.id, userWordId: word.id, position })));
  await db
    .insert(story)
    .values({ userId, title: 'Tale', text: 'Once', actualWordCount: 3, words: ['a', 'b', 'c'] });
}

/** An administrator, a learner and a disabled administrator, each with a live bearer token. */
export async function adminActors(t: TestApp, prefix = '') {
  const admin = await t.createVerifiedUser(`${prefix}admin@example.com`, 'secret123', 'admin');
  const learner = await t.createVerifiedUser(`${prefix}learner@example.com`);
  const disabledAdmin = await t.createVerifiedUser(
    `${prefix}disabled-admin@example.com`,
    'secret123',
    'admin',
  );
  // Banned directly, keeping the session: the guard itself must refuse it, not only the session purge.
  await t.database.db.update(user).set({ banned: true }).where(eq(user.id, disabledAdmin.userId));
  return { admin, learner, disabledAdmin };
}
