import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FittedParameters } from '~/core/study/fitted-parameters';
import { createScheduler } from '~/core/study/scheduler';
import type { StudySettings } from '~/core/study/study-settings';
import { userWord } from '~/server/db/schema';
import { buildAnkiPackage, type TestNote } from '~/server/test/anki-deck-builder';
import { testDbKinds } from '~/server/test/databases';
import { importFile, tempDataDir } from '~/server/test/import-fixtures';
import { call, FIXED_NOW } from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { cardStateOf } from './card-row';
import { storeFittedParameters } from './optimize-my-schedule';
import { MAX_OPTIMIZERS_AT_ONCE, takeOptimizeSlot } from './optimize-slots';
import { readStudySettings } from './study-settings';

// Each import starts a reader thread and runs a job: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const day = 86_400_000;
const start = Date.parse('2026-03-02T08:00:00Z');

// A learner who forgets far more than FSRS's defaults expect: half the long-term reviews are Again.
function forgetfulDeck(notes: number): TestNote[] {
  return Array.from({ length: notes }, (_, n) => {
    const first = start + (n % 20) * day + n * 60_000;
    const reviews = [{ at: new Date(first), ease: 3, type: 0 }];
    let at = first;
    for (const [k, gap] of [1, 3, 7, 15].entries()) {
      at += gap * day + (n % 5) * 3_600_000;
      reviews.push({ at: new Date(at), ease: (n + k) % 2 === 0 ? 1 : 3, type: 1 });
    }
    return { fields: [`word-${n}`, `meaning ${n}`], reviews };
  });
}

describe.each(testDbKinds)('optimising the schedule (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: tempDataDir() });
    t.deps.now = () => FIXED_NOW;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 409 with how many reviews are missing below the optimizer’s minimum', async () => {
    const learner = await t.createVerifiedUser('newcomer@example.com');
    await importFile(t, learner.token, {
      data: await buildAnkiPackage({ layout: 'anki2', notes: forgetfulDeck(5) }),
      name: 'd.apkg',
    });
    const refused = await call(t, learner.token, '/api/me/settings/optimize', { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'NOT_ENOUGH_REVIEWS',
      message:
        "The optimizer needs 64 reviews made a day or more after the word's previous one; you have 20. 44 more and it can fit your schedule.",
    });
  });

  // Each run reads the whole review log and starts a thread: there was no bound on how many ran.
  it('runs one optimisation a learner and a few a process at a time, giving the slot back when a run ends', async () => {
    const learner = await t.createVerifiedUser('eager@example.com');
    await importFile(t, learner.token, {
      data: await buildAnkiPackage({ layout: 'anki2', notes: forgetfulDeck(5) }),
      name: 'd.apkg',
    });
    const optimize = () => call(t, learner.token, '/api/me/settings/optimize', { method: 'POST' });
    // Two at once (a double click): the second is refused while the first reads the log and fits.
    const both = await Promise.all([optimize(), optimize()]);
    expect(both.map((answer) => answer.body.code).sort()).toEqual(['NOT_ENOUGH_REVIEWS', 'OPTIMIZE_BUSY']);
    expect(both.find((answer) => answer.body.code === 'OPTIMIZE_BUSY')).toEqual({
      status: 409,
      body: {
        code: 'OPTIMIZE_BUSY',
        message: 'Your schedule is already being optimised. Wait for it to finish.',
      },
    });
    // The run gave its slot back, though it was refused.
    expect((await optimize()).body.code).toBe('NOT_ENOUGH_REVIEWS');

    // Other learners' runs fill the process: this one is told to come back.
    const others = Array.from({ length: MAX_OPTIMIZERS_AT_ONCE }, (_, n) => takeOptimizeSlot(`other-${n}`));
    try {
      expect(await optimize()).toEqual({
        status: 503,
        body: {
          code: 'OPTIMIZERS_BUSY',
          message: 'Too many schedules are being optimised right now. Try again in a minute.',
        },
      });
    } finally {
      for (const release of others) release();
    }
    expect((await optimize()).body.code).toBe('NOT_ENOUGH_REVIEWS');
  });

  it('fits the 21 parameters in a worker, keeps them in the settings, and schedules with them', async () => {
    const learner = await t.createVerifiedUser('forgetful@example.com');
    // The Free plan keeps 20 words: 20 cards with four reviews on later days each.
    await importFile(t, learner.token, {
      data: await buildAnkiPackage({ layout: 'anki21b', notes: forgetfulDeck(20) }),
      name: 'd.apkg',
    });
    const fitted = await call<FittedParameters>(t, learner.token, '/api/me/settings/optimize', {
      method: 'POST',
    });
    expect(fitted.status).toBe(200);
    expect(fitted.body).toMatchObject({ reviews: 80, fittedAt: FIXED_NOW.toISOString() });
    expect(fitted.body.weights).toHaveLength(21);
    // Fitted to a learner who forgets half the time, the parameters predict their history better.
    expect(fitted.body.after.logLoss).toBeLessThan(fitted.body.before.logLoss);
    expect(fitted.body.after.rmse).toBeLessThan(fitted.body.before.rmse);

    const settings = await call<StudySettings>(t, learner.token, '/api/me/settings');
    expect(settings.body.fsrsParameters?.weights).toEqual(fitted.body.weights);

    const session = await call<{ items: { cardId: string; intervals: unknown }[] }>(
      t,
      learner.token,
      '/api/me/sessions',
      {
        method: 'POST',
        json: { method: 'flashcards', limit: 1 },
      },
    );
    const item = session.body.items[0]!;
    const [row] = await t.database.db
      .select()
      .from(userWord)
      .where(and(eq(userWord.userId, learner.userId), eq(userWord.id, item.cardId)));
    const withFitted = createScheduler({ timeZone: 'UTC', parameters: fitted.body.weights }).preview(
      row!.id,
      cardStateOf(row!),
      FIXED_NOW,
    );
    const withDefaults = createScheduler({ timeZone: 'UTC' }).preview(row!.id, cardStateOf(row!), FIXED_NOW);
    expect(item.intervals).toEqual(withFitted);
    expect(item.intervals).not.toEqual(withDefaults);

    const reset = await call<StudySettings>(t, learner.token, '/api/me/settings', {
      method: 'PUT',
      json: { fsrsParameters: null },
    });
    expect(reset.body.fsrsParameters).toBeNull();

    // A fit that ran while the learner changed what it was fitted from is not kept over the change.
    const fittedFrom = await readStudySettings(t.database.db, learner.userId);
    const moved = await call<StudySettings>(t, learner.token, '/api/me/settings', {
      method: 'PUT',
      json: { timeZone: 'Asia/Tokyo' },
    });
    expect(moved.status).toBe(200);
    await expect(
      storeFittedParameters(t.database.db, {
        userId: learner.userId,
        now: FIXED_NOW,
        fitted: fitted.body,
        fittedFrom,
      }),
    ).rejects.toMatchObject({ code: 'SETTINGS_CHANGED', status: 409 });
    expect((await readStudySettings(t.database.db, learner.userId)).fsrsParameters).toBeNull();
    // From the settings as they are now, it is kept.
    const now = await readStudySettings(t.database.db, learner.userId);
    await storeFittedParameters(t.database.db, {
      userId: learner.userId,
      now: FIXED_NOW,
      fitted: fitted.body,
      fittedFrom: now,
    });
    expect((await readStudySettings(t.database.db, learner.userId)).fsrsParameters?.weights).toEqual(
      fitted.body.weights,
    );
  });
});
