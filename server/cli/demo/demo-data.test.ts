import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '~/core/stories/story-text';
import { wordStatusOf } from '~/core/words/word-status';
import type { Database } from '~/server/db/client';
import {
  account,
  auditLog,
  globalWord,
  purchase,
  reviewLog,
  story,
  studyDay,
  studySession,
  studySet,
  user,
  userProfile,
  userWord,
} from '~/server/db/schema';
import { createLogger } from '~/server/logger';
import { cardStateOf } from '~/server/study/card-row';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';
import { DEMO_SEED_ACTION, seedDemoData } from './demo-data';

describe.each(testDbKinds)('demo data (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  const total = async (table: Parameters<ReturnType<Database['db']['select']>['from']>[0]) =>
    (await database.db.select({ n: count() }).from(table))[0]!.n;

  it('loads every kind of row once, and a second call adds nothing', { timeout: 120_000 }, async () => {
    const logger = createLogger('silent', false);
    const counts = await seedDemoData(database.db, logger);
    expect(counts?.users).toBe(200);
    expect(await total(user)).toBe(200);
    expect(await total(globalWord)).toBeGreaterThanOrEqual(1000);
    for (const table of [account, userProfile, userWord, purchase]) {
      expect(await total(table)).toBeGreaterThan(50);
    }
    // One user in four has words, sets and stories (each made by a learner-service call).
    for (const table of [studySet, story]) expect(await total(table)).toBeGreaterThan(25);
    expect(counts).toMatchObject({
      userWords: await total(userWord),
      studySets: await total(studySet),
      stories: await total(story),
      studySessions: await total(studySession),
      reviews: await total(reviewLog),
    });
    expect(counts!.reviews).toBeGreaterThan(100);
    expect(await seedDemoData(database.db, logger)).toBeUndefined();
    expect(await total(user)).toBe(200);
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.action, DEMO_SEED_ACTION)),
    ).toHaveLength(1);
  });

  it('keeps every learner’s collection metadata equal to their row counts, within the Free limits', async () => {
    const perUser = async (table: typeof userWord | typeof studySet | typeof story) =>
      new Map(
        (
          await database.db.select({ userId: table.userId, n: count() }).from(table).groupBy(table.userId)
        ).map((row) => [row.userId, row.n]),
      );
    const [words, sets, stories] = await Promise.all([perUser(userWord), perUser(studySet), perUser(story)]);
    const profiles = await database.db.select().from(userProfile);
    const mismatches: string[] = [];
    for (const profile of profiles) {
      const meta = Object.fromEntries(
        profile.collectionsMetadata.map((e) => [e.collectionName, e.totalItems]),
      );
      const expected = {
        words: words.get(profile.userId) ?? 0,
        studySets: sets.get(profile.userId) ?? 0,
        stories: stories.get(profile.userId) ?? 0,
      };
      for (const [name, n] of Object.entries(expected)) {
        if ((meta[name] ?? 0) !== n)
          mismatches.push(`${profile.userId} ${name}: metadata ${meta[name]} rows ${n}`);
      }
      if (expected.words > 20 || expected.studySets > 4 || expected.stories > 3)
        mismatches.push(`${profile.userId} over the Free limits: ${JSON.stringify(expected)}`);
    }
    expect(mismatches).toEqual([]);
    expect(
      profiles.some((p) =>
        Object.keys(p.invalidWordAttempts).some((k) => /^invalid_word_attempts_\d{4}-\d{2}-\d{2}$/.test(k)),
      ),
    ).toBe(true);
  });

  it('stores readable hand-written stories whose word count is the text’s, with the learner’s own words', async () => {
    const rows = await database.db.select().from(story);
    for (const row of rows) {
      expect(row.actualWordCount).toBe(countWords(row.text));
      expect(row.text).not.toMatch(/lorem|ipsum/i);
      expect(row.generator).toBeNull();
      const own = await database.db
        .select({ id: userWord.id, word: userWord.word })
        .from(userWord)
        .where(eq(userWord.userId, row.userId));
      const idOf = new Map(own.map((w) => [w.word.value, w.id]));
      expect(row.words.every((w) => idOf.has(w))).toBe(true);
      expect(row.wordIds).toEqual(row.words.map((w) => idOf.get(w)));
    }
  });

  it('gives studied words a card, a status and totals that agree with their review log', async () => {
    const log = await database.db.select().from(reviewLog);
    const cards = await database.db.select().from(userWord);
    const days = await database.db.select().from(studyDay);
    expect(log.length).toBeGreaterThan(0);
    for (const card of cards) {
      const applied = log.filter((entry) => entry.cardId === card.id && entry.applied === 1);
      expect(card.reps).toBe(applied.length);
      expect(card.status).toBe(wordStatusOf(cardStateOf(card)));
      const last = applied
        .map((entry) => entry.reviewedAt.getTime())
        .sort((a, b) => a - b)
        .at(-1);
      expect(card.lastReviewAt?.getTime()).toBe(last);
    }
    const reviewsPerDay = new Map<string, number>();
    for (const entry of log) {
      const key = `${entry.userId} ${entry.studyDay}`;
      reviewsPerDay.set(key, (reviewsPerDay.get(key) ?? 0) + 1);
    }
    expect(new Map(days.map((day) => [`${day.userId} ${day.day}`, day.reviews]))).toEqual(reviewsPerDay);
    expect(cards.some((card) => card.status === 'learning')).toBe(true);
  });
});
