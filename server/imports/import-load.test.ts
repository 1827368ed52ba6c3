import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnkiPackage } from '~/server/test/anki-deck-builder';
import { tempDataDir } from '~/server/test/import-fixtures';
import { measureImport, raiseWordsLimit, studiedDeck } from '~/server/test/import-load';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// The bounds on a deck of real size: the server keeps answering /api/health while the import
// runs (the reading is in a worker thread, the writing in short transactions), and the process grows
// by less than 300 MB. The 1,000- and 20,000-note figures: npm run bench -- --only import.
describe('an import under load', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { DATA_DIR: tempDataDir() });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('leaves /api/health answering and memory within +300 MB', { timeout: 180_000 }, async () => {
    const learner = await t.createVerifiedUser('load@example.com');
    await raiseWordsLimit(t, learner.userId, 1000);
    const deck = await buildAnkiPackage({ layout: 'anki21b', notes: studiedDeck(1000, 6) });
    const result = await measureImport(t, learner.token, deck);
    expect(result.job).toMatchObject({ status: 'done', counts: { words: 1000, reviews: 6000 } });
    expect(result.healthAnswers).toBeGreaterThan(5);
    expect(result.slowestHealthMs).toBeLessThan(2000);
    expect(result.peakGrowthMb).toBeLessThan(300);
    console.log(
      `1,000 notes, 6,000 reviews: ${(result.ms / 1000).toFixed(1)} s, +${Math.round(result.peakGrowthMb)} MB, slowest health ${Math.round(result.slowestHealthMs)} ms over ${result.healthAnswers} answers`,
    );
  });
});
