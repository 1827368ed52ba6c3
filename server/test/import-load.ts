import { eq } from 'drizzle-orm';
import { defaultConstraints } from '~/core/plans/limits';
import { userProfile } from '~/server/db/schema';
import { buildAnkiPackage, type TestNote } from './anki-deck-builder';
import { runImports, upload } from './import-fixtures';
import type { TestApp } from './test-app';

const day = 86_400_000;

/** A deck of `notes` notes (at most 1,000,000), each with a history of `reviews` answers spread over months (some lapses). */
export function studiedDeck(notes: number, reviews: number): TestNote[] {
  const start = Date.parse('2024-01-01T08:00:00Z');
  return Array.from({ length: notes }, (_, n) => {
    let at = start + (n % 200) * day + n * 1000;
    let gap = 1;
    const history = Array.from({ length: reviews }, (_, k) => {
      // Anki's revlog ids (times in ms) are unique: each note's reviews end in its own number.
      const review = {
        at: new Date(Math.floor(at / 1_000_000) * 1_000_000 + n),
        ease: k === 0 ? 3 : (n * 7 + k) % 6 === 0 ? 1 : 3,
        type: k < 2 ? 0 : 1,
      };
      at += gap * day + ((n + k) % 7) * 3_600_000;
      gap = Math.min(gap * 2.5, 200);
      return review;
    });
    return {
      fields: [`mot-${n}`, `<div>meaning <b>${n}</b></div>`],
      tags: [`lesson-${n % 30}`],
      reviews: history,
    };
  });
}

/** Lets a learner keep `words` words (the plan's default is 20 on Free). */
export async function raiseWordsLimit(t: TestApp, userId: string, words: number) {
  const panel = defaultConstraints.regularUser.map((entry) =>
    entry.collectionName === 'words' ? { ...entry, maxValue: words } : entry,
  );
  await t.database.db
    .insert(userProfile)
    .values({ userId, regularUserConstraints: panel, premiumUserConstraints: defaultConstraints.premiumUser })
    .onConflictDoUpdate({ target: userProfile.userId, set: { regularUserConstraints: panel } });
  const [row] = await t.database.db.select().from(userProfile).where(eq(userProfile.userId, userId));
  return row!;
}

const rssMb = () => process.memoryUsage.rss() / 1024 / 1024;

/**
 * Imports a deck through the API and the import worker while /api/health is asked every 50 ms: how
 * long the import took, how much the process's resident memory grew at its peak (the reader thread
 * included), and how long the slowest health answer took.
 */
export async function measureImport(t: TestApp, token: string, deck: Buffer) {
  globalThis.gc?.();
  const baseline = rssMb();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 20);
  let importing = true;
  const health: number[] = [];
  const prober = (async () => {
    while (importing) {
      const started = performance.now();
      const response = await t.app.request('/api/health');
      if (response.status === 200) health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const queued = await upload(t, token, { data: deck, name: 'deck.apkg' });
  if (queued.status !== 202) throw new Error(`upload refused: ${queued.status}`);
  await runImports(t);
  const ms = performance.now() - started;
  importing = false;
  await prober;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  const job = await (await t.request(`/api/me/imports/${queued.body.id}`, { token })).json();
  return {
    ms,
    peakGrowthMb: peak - baseline,
    healthAnswers: health.length,
    slowestHealthMs: Math.max(...health),
    job,
  };
}

export { buildAnkiPackage };
