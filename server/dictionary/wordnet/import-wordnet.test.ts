import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/server/db/client';
import { globalWord } from '~/server/db/schema';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';
import { importWordnet } from './import-wordnet';
import { readWordnet } from './read-wordnet';

const sample = readWordnet().filter((lemma) => ['dog', 'run', 'galore', 'Paris'].includes(lemma.value));

describe.each(testDbKinds)('WordNet import (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('inserts lemmas with derived levels, keeps existing words, and adds nothing the second time', async () => {
    await database.db.insert(globalWord).values({ value: 'run', languageCode: 'en', difficulty: 'advanced' });
    const first = await importWordnet(database.db, undefined, () => sample);
    expect(first).toMatchObject({ total: 4, inserted: 3, skipped: 1 });
    const [dog] = await database.db.select().from(globalWord).where(eq(globalWord.value, 'dog'));
    expect(dog).toMatchObject({ languageCode: 'en', difficulty: 'beginner', frequency: 'high', version: 1 });
    expect(dog!.definitions[0]!.examples).toContain('the dog barked all night');
    const [run] = await database.db.select().from(globalWord).where(eq(globalWord.value, 'run'));
    expect(run!.difficulty).toBe('advanced');
    const second = await importWordnet(database.db, undefined, () => sample);
    expect(second).toMatchObject({ inserted: 0, skipped: 4 });
  });
});
