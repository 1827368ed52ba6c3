import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStudyDays } from '~/core/study/day-boundary';
import type { Progress } from '~/core/study/progress';
import { studyStreaks } from '~/core/study/streaks';
import { learnerStudyTotals, studyDay } from '~/server/db/schema';
import { insertImportedReviews } from '~/server/imports/insert-imported-reviews';
import { testDbKinds } from '~/server/test/databases';
import { call } from '~/server/test/learner-fixtures';
import { answer, flashcard, insertSpanishNouns, learnerWithWords } from '~/server/test/study-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// Progress reads only the year its chart shows; the longest streak and the total time studied come
// from the learner's totals row, which the database keeps with every study day written. These check
// that the figures stay those of the whole history.

describe.each(testDbKinds)('progress over more than a year of history (%s)', (kind) => {
  let t: TestApp;
  let clock: Date;
  let dictionary: Awaited<ReturnType<typeof insertSpanishNouns>>;
  const progressOf = async (token: string) => (await call<Progress>(t, token, '/api/me/progress')).body;
  const at = (iso: string) => {
    clock = new Date(iso);
    return clock;
  };
  /** The streaks and total time as counted from every study day (what progress read before the totals). */
  const fromEveryDay = async (userId: string, today: string) => {
    const days = await t.database.db.select().from(studyDay).where(eq(studyDay.userId, userId));
    return {
      streak: studyStreaks(
        days.filter((row) => row.reviews > 0).map((row) => row.day),
        today,
      ),
      totalMs: days.reduce((sum, row) => sum + row.durationMs, 0),
    };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    clock = new Date('2024-12-01T00:00:00.000Z');
    t.deps.now = () => clock;
    dictionary = await insertSpanishNouns(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a longest streak and the time studied from before the year shown, in the learner’s study days', async () => {
    at('2024-12-01T00:00:00.000Z');
    const aiko = await learnerWithWords(t, 'aiko@example.com', [dictionary[0]!.id, dictionary[1]!.id]);
    await call(t, aiko.token, '/api/me/settings', { method: 'PUT', json: { timeZone: 'Asia/Tokyo' } });
    const [casa, cosa] = aiko.words;
    // Tokyo: the 10th at 10:00, the 11th at 05:00 (still the 10th in UTC), the 13th at 03:30 (the
    // 12th's study day): three study days in a row, which neither UTC nor local midnight would give.
    await answer(t, aiko.token, flashcard(casa!.id, 3, at('2025-01-10T01:00:00.000Z')));
    await answer(t, aiko.token, flashcard(cosa!.id, 3, at('2025-01-10T20:00:00.000Z')));
    await answer(t, aiko.token, flashcard(casa!.id, 3, at('2025-01-12T18:30:00.000Z')));
    // Almost two years later, two days in a row up to yesterday.
    await answer(t, aiko.token, flashcard(cosa!.id, 3, at('2026-11-18T01:00:00.000Z')));
    await answer(t, aiko.token, flashcard(casa!.id, 3, at('2026-11-19T01:00:00.000Z')));

    at('2026-11-20T01:00:00.000Z');
    const progress = await progressOf(aiko.token);
    expect(progress.streak).toEqual({ current: 2, longest: 3 });
    expect(progress.timeStudied).toEqual({ todayMs: 0, totalMs: 20_000 });
    expect(progress.reviewsPerDay.reduce((sum, day) => sum + day.reviews, 0)).toBe(2);
    expect({ streak: progress.streak, totalMs: progress.timeStudied.totalMs }).toEqual(
      await fromEveryDay(aiko.userId, progress.today),
    );
  });

  it('counts a current streak longer than the year shown, written many days in one statement', async () => {
    at('2026-11-20T12:00:00.000Z');
    const ben = await t.createVerifiedUser('ben@example.com');
    const { today } = await progressOf(ben.token);
    const yesterday = addStudyDays(today, -1);
    const run = Array.from({ length: 400 }, (_, i) => ({
      userId: ben.userId,
      day: addStudyDays(yesterday, -i),
      reviews: 2,
      durationMs: 1_000,
    }));
    const lone = { userId: ben.userId, day: addStudyDays(yesterday, -500), reviews: 1, durationMs: 7 };
    await t.database.db.insert(studyDay).values([...run.reverse(), lone]);

    const progress = await progressOf(ben.token);
    expect(progress.streak).toEqual({ current: 400, longest: 400 });
    expect(progress.timeStudied.totalMs).toBe(400_007);
    expect(progress.reviewsPerDay.reduce((sum, day) => sum + day.reviews, 0)).toBe(2 * 364);
    const [totals] = await t.database.db
      .select()
      .from(learnerStudyTotals)
      .where(eq(learnerStudyTotals.userId, ben.userId));
    expect(totals).toMatchObject({ longestStreak: 400, durationMs: 400_007 });
  });

  it('keeps the totals right when imported reviews fill the days between two runs, and not twice', async () => {
    at('2025-02-01T00:00:00.000Z');
    const carla = await learnerWithWords(t, 'carla@example.com', [dictionary[2]!.id]);
    const wordId = carla.words[0]!.id;
    const review = (day: string, durationMs: number) => ({
      id: crypto.randomUUID(),
      revlogId: Date.parse(`${day}T12:00:00.000Z`),
      reviewedAt: `${day}T12:00:00.000Z`,
      studyDay: day,
      rating: 3 as const,
      stateBefore: 2,
      scheduledDaysBefore: 1,
      elapsedDays: 1,
      scheduledDaysAfter: 2,
      durationMs,
    });
    const item = (reviews: ReturnType<typeof review>[]) => ({
      key: 'note',
      note: 0,
      wordId,
      word: 'perro',
      meaning: null,
      tags: [],
      addedAt: '2025-02-01T00:00:00.000Z',
      card: null,
      reviews,
    });
    const importReviews = (reviews: ReturnType<typeof review>[]) =>
      t.database.db.transaction((tx) =>
        insertImportedReviews(tx, { userId: carla.userId, items: [item(reviews)], now: clock }),
      );
    // Two runs of two days, a day apart; then that day, and the same file again.
    await importReviews([
      review('2025-03-01', 1_000),
      review('2025-03-02', 1_000),
      review('2025-03-04', 1_000),
      review('2025-03-05', 1_000),
    ]);
    at('2026-11-20T12:00:00.000Z');
    expect((await progressOf(carla.token)).streak).toEqual({ current: 0, longest: 2 });
    const gap = [review('2025-03-03', 500)];
    await importReviews(gap);
    await importReviews(gap);

    const progress = await progressOf(carla.token);
    expect(progress.streak).toEqual({ current: 0, longest: 5 });
    expect(progress.timeStudied.totalMs).toBe(4_500);
    expect({ streak: progress.streak, totalMs: progress.timeStudied.totalMs }).toEqual(
      await fromEveryDay(carla.userId, progress.today),
    );
  });

  it('follows days updated one at a time or many in one statement, and a day that turns studied or not', async () => {
    const eve = await t.createVerifiedUser('eve@example.com');
    const totals = async () =>
      (
        await t.database.db.select().from(learnerStudyTotals).where(eq(learnerStudyTotals.userId, eve.userId))
      )[0];
    const day = (date: string) => and(eq(studyDay.userId, eve.userId), eq(studyDay.day, date))!;
    await t.database.db.insert(studyDay).values([
      { userId: eve.userId, day: '2026-10-01', reviews: 1, durationMs: 100 },
      { userId: eve.userId, day: '2026-10-02', reviews: 0, durationMs: 50 },
      { userId: eve.userId, day: '2026-10-03', reviews: 1, durationMs: 100 },
    ]);
    expect(await totals()).toMatchObject({ longestStreak: 1, durationMs: 250 });
    await t.database.db.update(studyDay).set({ reviews: 2 }).where(day('2026-10-02'));
    expect(await totals()).toMatchObject({ longestStreak: 3, durationMs: 250 });
    await t.database.db
      .update(studyDay)
      .set({ durationMs: sql`${studyDay.durationMs} + 10` })
      .where(eq(studyDay.userId, eve.userId));
    expect(await totals()).toMatchObject({ longestStreak: 3, durationMs: 280 });
    // Neither its time nor whether it was studied: the totals stay as they are.
    await t.database.db.update(studyDay).set({ newCards: 3, reviews: 5 }).where(day('2026-10-01'));
    expect(await totals()).toMatchObject({ longestStreak: 3, durationMs: 280 });
    await t.database.db.update(studyDay).set({ reviews: 0, durationMs: 0 }).where(day('2026-10-02'));
    expect(await totals()).toMatchObject({ longestStreak: 1, durationMs: 220 });
  });

  it('leaves out of the streaks a study day still ahead after a move to an earlier time zone', async () => {
    at('2026-11-20T00:00:00.000Z');
    const dara = await learnerWithWords(t, 'dara@example.com', [dictionary[3]!.id]);
    await call(t, dara.token, '/api/me/settings', {
      method: 'PUT',
      json: { timeZone: 'Pacific/Kiritimati' },
    });
    // 05:00 on the 21st at UTC+14, then the same instant is 04:00 on the 20th at UTC−11.
    await answer(t, dara.token, flashcard(dara.words[0]!.id, 3, at('2026-11-20T15:00:00.000Z')));
    await call(t, dara.token, '/api/me/settings', { method: 'PUT', json: { timeZone: 'Pacific/Pago_Pago' } });

    const progress = await progressOf(dara.token);
    expect(progress.today).toBe('2026-11-20');
    expect(progress.streak).toEqual({ current: 0, longest: 0 });
    expect(progress.timeStudied.totalMs).toBe(4_000);
    expect({ streak: progress.streak, totalMs: progress.timeStudied.totalMs }).toEqual(
      await fromEveryDay(dara.userId, progress.today),
    );
  });
});
