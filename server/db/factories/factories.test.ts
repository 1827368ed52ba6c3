import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionarySearchQuerySchema } from '~/core/dictionary/dictionary-search';
import { foldKey } from '~/core/dictionary/fold';
import { purchaseStatus } from '~/core/purchases/purchase-values';
import { buildDemoPeople } from '~/server/cli/demo/demo-people';
import { buildDemoWords } from '~/server/cli/demo/demo-words';
import type { Database } from '~/server/db/client';
import { globalWord } from '~/server/db/schema';
import { searchDictionary } from '~/server/dictionary/search-dictionary';
import { insertWord } from '~/server/test/admin-fixtures';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';
import { buildGlobalWord, buildProfile, buildPurchase, buildUser, createFactoryContext } from '.';
import { firstNames, lastNames } from './person-names';

const now = new Date('2026-03-01T00:00:00Z');

describe('factories', () => {
  it('give the same rows for the same seed, and different rows for another seed', () => {
    const build = (seed: number) => {
      const ctx = createFactoryContext(seed, now);
      const person = buildUser(ctx);
      return {
        person,
        profile: buildProfile(ctx, person),
        word: buildGlobalWord(ctx),
        purchase: buildPurchase(ctx, person),
      };
    };
    expect(build(7)).toEqual(build(7));
    expect(build(7).person.id).not.toBe(build(8).person.id);
  });

  it('name people with real first names and surnames (no invented ones such as "Deckow")', () => {
    const ctx = createFactoryContext(7, new Date('2026-11-01T00:00:00Z'));
    for (let i = 0; i < 50; i++) {
      const [first, last, ...rest] = buildUser(ctx).name!.split(' ');
      expect(firstNames).toContain(first);
      expect(lastNames).toContain(last);
      expect(rest).toEqual([]);
    }
  });

  it('apply overrides over the generated values', () => {
    const ctx = createFactoryContext(1, now);
    const person = buildUser(ctx, { email: 'fixed@example.com', role: 'admin' });
    expect(person).toMatchObject({ email: 'fixed@example.com', role: 'admin' });
    const word = buildGlobalWord(ctx, { value: 'casa', languageCode: 'es', difficulty: 'beginner' });
    expect(word).toMatchObject({ value: 'casa', languageCode: 'es', difficulty: 'beginner' });
  });

  it('keep purchases consistent with their status: entitled ones end in the future, others have ended', () => {
    const ctx = createFactoryContext(3, now);
    for (let i = 0; i < 50; i++) {
      const active = buildPurchase(ctx, null, { status: purchaseStatus.active, periodType: 'NORMAL' });
      expect(active.expirationAtMs!).toBeGreaterThan(now.getTime());
      expect(active.priceUsd).toBeGreaterThan(0);
      const expired = buildPurchase(ctx, null, { status: purchaseStatus.expired });
      expect(expired.expirationAtMs!).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('build a demo data set covering every status, store, platform, period type and environment', () => {
    const ctx = createFactoryContext(20260115, now);
    const words = buildDemoWords(ctx);
    expect(words.length).toBeGreaterThanOrEqual(900);
    expect(new Set(words.map((word) => `${word.languageCode}:${word.value}`)).size).toBe(words.length);
    for (const language of ['en', 'es', 'fr', 'de', 'it', 'pt']) {
      const own = words.filter((word) => word.languageCode === language);
      expect(new Set(own.map((word) => word.difficulty)).size).toBe(3);
      expect(new Set(own.map((word) => word.frequency)).size).toBe(3);
    }
    const people = buildDemoPeople(ctx, { count: 200, passwordHash: 'hash' });
    const purchases = people.purchases;
    expect(new Set(purchases.map((p) => p.status))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(new Set(purchases.map((p) => p.store))).toEqual(new Set(['APP_STORE', 'PLAY_STORE', 'STRIPE']));
    expect(new Set(purchases.map((p) => p.platform))).toEqual(new Set(['ios', 'android', 'web']));
    expect(new Set(purchases.map((p) => p.periodType))).toEqual(new Set(['NORMAL', 'TRIAL']));
    expect(new Set(purchases.map((p) => p.environment))).toEqual(new Set(['PRODUCTION', 'SANDBOX']));
    expect(new Set(people.accounts.map((a) => a.providerId))).toEqual(
      new Set(['credential', 'google', 'apple']),
    );
    expect(people.users.filter((u) => u.role === 'admin').length).toBeGreaterThan(1);
    expect(people.users.some((u) => u.banned)).toBe(true);
    expect(people.users.some((u) => !u.emailVerified)).toBe(true);
    expect(new Set(people.users.map((u) => u.email)).size).toBe(people.users.length);
    expect(people.learnerIds.size).toBeGreaterThan(30);
    expect([...people.learnerIds].every((id) => people.profiles.some((p) => p.userId === id))).toBe(true);
  });
});

// A factory's dictionary word carries the search key the real writers store: without it the learner's
// dictionary search (by value_key) would not find it, and tests built on factory words would test
// a dictionary no real one resembles.
describe.each(testDbKinds)('factory dictionary words in the database (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const found = async (languageCode: string, q: string) =>
    (
      await searchDictionary(
        database.db,
        dictionarySearchQuerySchema.parse({ language: languageCode, q }),
        'en',
      )
    ).items
      .filter((item) => item.match === 'exact')
      .map((item) => item.value);

  it('are found by the dictionary search under their folded spelling', async () => {
    const ctx = createFactoryContext(11, now);
    const built = new Map(
      Array.from({ length: 20 }, () => buildGlobalWord(ctx)).map((word) => [
        `${word.languageCode}:${word.value}`,
        word,
      ]),
    );
    built.set('de:Straße', buildGlobalWord(ctx, { value: 'Straße', languageCode: 'de' }));
    await database.db.insert(globalWord).values([...built.values()]);
    await insertWord(database.db, { value: 'Ñandú', languageCode: 'es' });
    for (const word of built.values()) {
      expect(await found(word.languageCode, foldKey(word.value))).toContain(word.value);
    }
    expect(await found('de', 'strasse')).toEqual(['Straße']);
    expect(await found('es', 'nandu')).toEqual(['Ñandú']);
  });
});
