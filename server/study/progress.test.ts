import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyExport } from '~/core/account/my-export';
import { cardStateNames } from '~/core/study/card-state-names';
import { dueForecast } from '~/core/study/due-forecast';
import type { Progress } from '~/core/study/progress';
import type { RatingValue } from '~/core/study/ratings';
import type { ReviewHistoryEntry, ReviewResult } from '~/core/study/review';
import { formatReviewLogCsv } from '~/core/study/review-log-csv';
import { trueRetention } from '~/core/study/true-retention';
import { reviewLog, userWord } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { call } from '~/server/test/learner-fixtures';
import { answer, flashcard, insertSpanishNouns, learnerWithWords } from '~/server/test/study-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(testDbKinds)('progress, review log and history (%s)', (kind) => {
  let t: TestApp;
  let clock: Date;
  let dictionary: Awaited<ReturnType<typeof insertSpanishNouns>>;
  const progressOf = async (token: string) => (await call<Progress>(t, token, '/api/me/progress')).body;

  beforeAll(async () => {
    t = await createTestApp(kind);
    clock = new Date('2026-11-20T00:00:00.000Z');
    t.deps.now = () => clock;
    dictionary = await insertSpanishNouns(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts streaks in study days of the learner’s time zone, and the year of reviews per day', async () => {
    const kenji = await learnerWithWords(t, 'kenji@example.com', [dictionary[0]!.id, dictionary[1]!.id]);
    await call(t, kenji.token, '/api/me/settings', { method: 'PUT', json: { timeZone: 'Asia/Tokyo' } });
    const [casa, cosa] = kenji.words;
    const at = (iso: string) => {
      clock = new Date(iso);
      return clock;
    };
    // 10:00 in Tokyo on the 20th, 21st; 03:30 on the 23rd (still the 22nd's study day); 09:30 on the 23rd.
    await answer(t, kenji.token, flashcard(casa!.id, 3, at('2026-11-20T01:00:00.000Z')));
    await answer(t, kenji.token, flashcard(cosa!.id, 1, at('2026-11-21T01:00:00.000Z')));
    await answer(t, kenji.token, flashcard(cosa!.id, 3, at('2026-11-22T18:30:00.000Z')));
    await answer(t, kenji.token, flashcard(casa!.id, 3, at('2026-11-23T00:30:00.000Z')));

    at('2026-11-24T01:00:00.000Z');
    const progress = await progressOf(kenji.token);
    expect(progress.timeZone).toBe('Asia/Tokyo');
    expect(progress.today).toBe('2026-11-24');
    // Today has no review yet, which does not break the streak until today ends.
    expect(progress.streak).toEqual({ current: 4, longest: 4 });
    expect(progress.reviewsPerDay).toHaveLength(365);
    expect(progress.reviewsPerDay.at(-1)).toEqual({ day: '2026-11-24', reviews: 0 });
    expect(progress.reviewsPerDay.slice(-5, -1)).toEqual([
      { day: '2026-11-20', reviews: 1 },
      { day: '2026-11-21', reviews: 1 },
      { day: '2026-11-22', reviews: 1 },
      { day: '2026-11-23', reviews: 1 },
    ]);
    expect(progress.timeStudied).toEqual({ todayMs: 0, totalMs: 16_000 });
    expect(progress.wordsByStatus).toEqual({ new: 0, learning: 2, learned: 0 });

    // The 25th at 10:00 in Tokyo: the 24th ended without a review.
    at('2026-11-25T01:00:00.000Z');
    expect((await progressOf(kenji.token)).streak).toEqual({ current: 0, longest: 4 });
  });

  it('puts a review at 03:30 before a daylight-saving change on the previous study day, and 04:30 on the new one', async () => {
    // The word is added before the answers (an answer cannot predate its card).
    clock = new Date('2026-03-28T12:00:00.000Z');
    const lily = await learnerWithWords(t, 'lily@example.com', [dictionary[2]!.id]);
    await call(t, lily.token, '/api/me/settings', { method: 'PUT', json: { timeZone: 'Europe/London' } });
    const cardId = lily.words[0]!.id;
    // 29 March 2026: London's clocks go from 01:00 GMT to 02:00 BST.
    clock = new Date('2026-03-29T02:30:00.000Z'); // 03:30 BST
    await answer(t, lily.token, flashcard(cardId, 1, clock));
    clock = new Date('2026-03-29T03:30:00.000Z'); // 04:30 BST
    await answer(t, lily.token, flashcard(cardId, 3, clock));
    const days = await t.database.db
      .select({ day: reviewLog.studyDay })
      .from(reviewLog)
      .where(eq(reviewLog.userId, lily.userId))
      .orderBy(reviewLog.reviewedAt);
    expect(days.map((row) => row.day)).toEqual(['2026-03-28', '2026-03-29']);
  });

  it('reports true retention, the due forecast and words by status as the core rules compute them from the log', async () => {
    const maria = await learnerWithWords(
      t,
      'maria@example.com',
      dictionary.slice(3, 7).map((row) => row.id),
    );
    const [gato, libro, corazon] = maria.words;
    const results = new Map<string, ReviewResult>();
    const review = async (cardId: string, rating: RatingValue, at: Date) => {
      clock = at;
      const { body } = await answer(t, maria.token, flashcard(cardId, rating, at));
      results.set(cardId, body.results[0]!);
      return body.results[0]!;
    };
    const due = (cardId: string) => new Date(Date.parse(results.get(cardId)!.card!.due!) + HOUR);
    // Two cards reach intervals of three weeks and more with Easy answers on their due days; then
    // one is remembered (Good) and one forgotten (Again): two mature reviews, one passed.
    let start = new Date('2026-08-01T08:00:00.000Z');
    for (const cardId of [gato!.id, libro!.id]) {
      await review(cardId, 4, start);
      while (results.get(cardId)!.card!.scheduledDays < 21) await review(cardId, 4, due(cardId));
      start = new Date(start.getTime() + 10 * MINUTE);
    }
    // Fuzz is seeded by the card's id, so the two cards' due days differ from run to run: both mature
    // reviews happen once both are due, so they fall within the 30-day window whatever the fuzz gave.
    const bothDue = new Date(Math.max(+due(gato!.id), +due(libro!.id)));
    await review(gato!.id, 3, bothDue);
    await review(libro!.id, 1, new Date(+bothDue + MINUTE));
    await review(corazon!.id, 3, new Date(+bothDue + 2 * MINUTE));
    clock = new Date(+bothDue + 2 * HOUR);

    const progress = await progressOf(maria.token);
    const log = await t.database.db.select().from(reviewLog).where(eq(reviewLog.userId, maria.userId));
    const expected = trueRetention(
      log.map((row) => ({
        studyDay: row.studyDay,
        rating: row.rating as RatingValue,
        intervalDays: row.scheduledDaysBefore,
      })),
      progress.today,
    );
    expect(expected.reviews).toBe(2);
    expect(progress.trueRetention).toEqual({ reviews: 2, passed: 1, rate: 0.5 });
    expect(progress.trueRetention).toEqual(expected);

    const cards = await t.database.db
      .select({ state: userWord.cardState, due: userWord.dueAt, status: userWord.status })
      .from(userWord)
      .where(eq(userWord.userId, maria.userId));
    const dues = cards.filter((card) => card.state !== 'new').map((card) => card.due!.toISOString());
    expect(progress.dueForecast).toEqual(dueForecast(dues, { now: clock, timeZone: 'UTC' }));
    expect(progress.dueForecast.reduce((sum, day) => sum + day.due, 0)).toBeGreaterThan(0);
    expect(progress.wordsByStatus).toEqual({
      new: cards.filter((card) => card.status === 'new').length,
      learning: cards.filter((card) => card.status === 'learning').length,
      learned: cards.filter((card) => card.status === 'learned').length,
    });
    expect(progress.wordsByStatus.new).toBe(1);
    expect(progress.todayCounts.newAvailable).toBe(1);
  });

  it('exports the review log as the optimizer’s CSV, and each word’s history', async () => {
    const omid = await learnerWithWords(t, 'omid@example.com', [dictionary[7]!.id]);
    const cardId = omid.words[0]!.id;
    clock = new Date('2026-11-20T09:00:00.000Z');
    await answer(t, omid.token, flashcard(cardId, 1, new Date('2026-11-20T08:59:00.000Z')));
    await answer(t, omid.token, flashcard(cardId, 3, clock));
    const response = await t.request('/api/me/reviews.csv', { token: omid.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="reviews.csv"');
    const log = await t.database.db
      .select()
      .from(reviewLog)
      .where(and(eq(reviewLog.userId, omid.userId)))
      .orderBy(reviewLog.reviewedAt);
    expect(await response.text()).toBe(
      formatReviewLogCsv(
        log.map((row) => ({
          cardId: row.cardId,
          reviewedAt: row.reviewedAt,
          rating: row.rating as RatingValue,
          stateBefore: cardStateNames[row.stateBefore]!,
          durationMs: row.durationMs,
        })),
      ),
    );
    expect(log.map((row) => [row.rating, row.stateBefore])).toEqual([
      [1, 0],
      [3, 1],
    ]);

    const history = await call<{ items: ReviewHistoryEntry[] }>(
      t,
      omid.token,
      `/api/me/words/${cardId}/reviews`,
    );
    expect(history.body.items.map((entry) => [entry.rating, entry.stateBefore, entry.applied])).toEqual([
      [1, 'new', true],
      [3, 'learning', true],
    ]);
    const other = await t.createVerifiedUser('other.history@example.com');
    expect((await call(t, other.token, `/api/me/words/${cardId}/reviews`)).status).toBe(404);
    const exported = await call<MyExport>(t, omid.token, '/api/me/export');
    expect(exported.body.reviewHistory.map((entry) => entry.cardId)).toEqual([cardId, cardId]);
    expect(exported.body.studySettings.timeZone).toBe('UTC');
  });
});
