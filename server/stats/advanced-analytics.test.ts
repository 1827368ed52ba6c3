import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdvancedAnalytics, stabilityBuckets } from '~/core/stats/advanced-analytics';
import type { Progress } from '~/core/study/progress';
import type { ReviewResult } from '~/core/study/review';
import { reviewLog, user, userWord } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { call } from '~/server/test/learner-fixtures';
import { answer, flashcard, insertSpanishNouns, learnerWithWords } from '~/server/test/study-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(testDbKinds)('advanced analytics (%s)', (kind) => {
  let t: TestApp;
  let clock: Date;
  let dictionary: Awaited<ReturnType<typeof insertSpanishNouns>>;

  const analyticsAt = async (token: string, now: string) => {
    clock = new Date(now);
    return call<AdvancedAnalytics>(t, token, '/api/me/analytics');
  };
  const makePro = (userId: string) =>
    t.database.db.update(user).set({ premiumGranted: true }).where(eq(user.id, userId));
  /** A Pro learner in Tokyo (UTC+9 all year) with the given dictionary words, added at `at`. */
  const proLearnerInTokyo = async (email: string, wordIndexes: number[], at: string) => {
    clock = new Date(at);
    const learner = await learnerWithWords(
      t,
      email,
      wordIndexes.map((index) => dictionary[index]!.id),
    );
    await call(t, learner.token, '/api/me/settings', { method: 'PUT', json: { timeZone: 'Asia/Tokyo' } });
    await makePro(learner.userId);
    return learner;
  };
  const review = async (token: string, cardId: string, rating: 1 | 2 | 3 | 4, at: string | Date) => {
    clock = new Date(at);
    const { body } = await answer(t, token, flashcard(cardId, rating, clock));
    return body.results[0]!;
  };
  const hour = (analytics: AdvancedAnalytics, h: number) => {
    const { answers, passed } = analytics.answersByHour[h]!;
    return { answers, passed };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    clock = new Date('2026-06-01T00:00:00.000Z');
    t.deps.now = () => clock;
    dictionary = await insertSpanishNouns(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a Free learner (403 PLAN_REQUIRED with their tier), and one whose Pro has run out', async () => {
    const free = await learnerWithWords(t, 'free.analytics@example.com', []);
    const refused = await analyticsAt(free.token, '2026-06-01T00:00:00.000Z');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'PLAN_REQUIRED',
      message: 'Advanced analytics come with Pro.',
      details: { tier: 'regularUser' },
    });
    await t.database.db
      .update(user)
      .set({ premiumUntil: new Date('2026-05-31T23:59:59.000Z') })
      .where(eq(user.id, free.userId));
    expect((await analyticsAt(free.token, '2026-06-01T00:00:00.000Z')).body.code).toBe('PLAN_REQUIRED');
    await t.database.db
      .update(user)
      .set({ premiumUntil: new Date('2026-06-01T00:00:01.000Z') })
      .where(eq(user.id, free.userId));
    expect((await analyticsAt(free.token, '2026-06-01T00:00:00.000Z')).status).toBe(200);
  });

  it('gives a Pro learner with nothing studied every part empty, all 24 hours and all five buckets', async () => {
    const pro = await proLearnerInTokyo('empty.analytics@example.com', [0], '2026-06-01T00:00:00.000Z');
    const { status, body } = await analyticsAt(pro.token, '2026-06-01T03:00:00.000Z');
    expect(status).toBe(200);
    expect(body.timeZone).toBe('Asia/Tokyo');
    expect(body.today).toBe('2026-06-01');
    const none = { answers: 0, passed: 0, rate: null };
    expect(body.retention).toEqual({ young: none, mature: none });
    expect(body.answersByHour).toEqual(Array.from({ length: 24 }, (_, h) => ({ hour: h, ...none })));
    expect(body.hardestWords).toEqual([]);
    expect(body.memoryStrength).toEqual(stabilityBuckets.map((bucket) => ({ ...bucket, cards: 0 })));
  });

  it('counts an answer by its hour in the learner’s time zone, either side of midnight', async () => {
    const pro = await proLearnerInTokyo('midnight.analytics@example.com', [1], '2026-06-10T00:00:00.000Z');
    const cardId = pro.words[0]!.id;
    // A word's first sight is not counted: nothing was remembered yet.
    await review(pro.token, cardId, 3, '2026-06-10T01:00:00.000Z'); // 10:00 in Tokyo
    await review(pro.token, cardId, 3, '2026-06-10T14:30:00.000Z'); // 23:30 on the 10th
    await review(pro.token, cardId, 1, '2026-06-10T15:30:00.000Z'); // 00:30 on the 11th
    const { body } = await analyticsAt(pro.token, '2026-06-11T03:00:00.000Z');
    expect(hour(body, 23)).toEqual({ answers: 1, passed: 1 });
    expect(hour(body, 0)).toEqual({ answers: 1, passed: 0 });
    expect(body.answersByHour[0]!.rate).toBe(0);
    expect(hour(body, 10)).toEqual({ answers: 0, passed: 0 });
    // In UTC the two would fall at 14:00 and 15:00.
    expect(hour(body, 14)).toEqual({ answers: 0, passed: 0 });
    expect(body.answersByHour.reduce((sum, h) => sum + h.answers, 0)).toBe(2);
  });

  it('starts the retention window 30 study days back and the hours’ 90 back, at 04:00 local', async () => {
    const pro = await proLearnerInTokyo('edges.analytics@example.com', [2, 3], '2026-06-01T00:00:00.000Z');
    const [early, onTime] = pro.words.map((word) => word.id) as [string, string];
    // Easy on first sight puts both in review at an interval under 21 days: young cards.
    for (const cardId of [early, onTime]) {
      const first = await review(pro.token, cardId, 4, '2026-06-01T01:00:00.000Z');
      expect(first.card!.state).toBe('review');
      expect(first.card!.scheduledDays).toBeLessThan(21);
    }
    // 03:59 on 5 June in Tokyo is still 4 June's study day; 04:00 begins 5 June's.
    await review(pro.token, early, 3, '2026-06-04T18:59:00.000Z');
    await review(pro.token, onTime, 1, '2026-06-04T19:00:00.000Z');

    // Today 4 July: the 30 study days begin on 5 June, with the 04:00 answer and not the 03:59 one.
    const july4 = (await analyticsAt(pro.token, '2026-07-04T03:00:00.000Z')).body;
    expect(july4.retention.young).toEqual({ answers: 1, passed: 0, rate: 0 });
    expect(july4.retention.mature).toEqual({ answers: 0, passed: 0, rate: null });
    // Today 3 July: they begin on 4 June, and take both.
    const july3 = (await analyticsAt(pro.token, '2026-07-03T03:00:00.000Z')).body;
    expect(july3.retention.young).toEqual({ answers: 2, passed: 1, rate: 0.5 });

    // Today 2 September: the 90 study days begin at 04:00 on 5 June.
    const september2 = (await analyticsAt(pro.token, '2026-09-02T03:00:00.000Z')).body;
    expect(hour(september2, 4)).toEqual({ answers: 1, passed: 0 });
    expect(hour(september2, 3)).toEqual({ answers: 0, passed: 0 });
    const september1 = (await analyticsAt(pro.token, '2026-09-01T03:00:00.000Z')).body;
    expect(hour(september1, 3)).toEqual({ answers: 1, passed: 1 });
    expect(hour(september1, 4)).toEqual({ answers: 1, passed: 0 });
  });

  it('agrees with progress’s true retention on mature cards, and counts young ones from the log', async () => {
    const pro = await proLearnerInTokyo(
      'mature.analytics@example.com',
      [4, 5, 6],
      '2026-08-01T00:00:00.000Z',
    );
    const [gato, libro, arbol] = pro.words.map((word) => word.id) as [string, string, string];
    const last = new Map<string, ReviewResult>();
    const due = (cardId: string) => new Date(Date.parse(last.get(cardId)!.card!.due!) + HOUR);
    // Easy answers on the due days take both to intervals of three weeks and more; then one is
    // remembered and one forgotten: two mature answers, one passed.
    for (const cardId of [gato, libro]) {
      last.set(cardId, await review(pro.token, cardId, 4, '2026-08-01T08:00:00.000Z'));
      while (last.get(cardId)!.card!.scheduledDays < 21)
        last.set(cardId, await review(pro.token, cardId, 4, due(cardId)));
    }
    const bothDue = new Date(Math.max(+due(gato), +due(libro)));
    await review(pro.token, gato, 3, bothDue);
    await review(pro.token, libro, 1, new Date(+bothDue + MINUTE));
    // árbol: in review at an interval under 21 days, then remembered: a young answer.
    await review(pro.token, arbol, 4, new Date(+bothDue - 3 * DAY));
    await review(pro.token, arbol, 3, new Date(+bothDue + 2 * MINUTE));

    const now = new Date(+bothDue + 2 * HOUR).toISOString();
    const { body } = await analyticsAt(pro.token, now);
    const progress = (await call<Progress>(t, pro.token, '/api/me/progress')).body;
    expect(body.retention.mature).toEqual({ answers: 2, passed: 1, rate: 0.5 });
    expect(progress.trueRetention).toEqual({ reviews: 2, passed: 1, rate: 0.5 });

    // Young: the log's answers of the last 30 study days to cards in review under 21 days.
    const since = Date.parse(`${body.today}T04:00:00+09:00`) - 29 * DAY;
    const log = await t.database.db.select().from(reviewLog).where(eq(reviewLog.userId, pro.userId));
    const young = log.filter(
      (row) => row.stateBefore === 2 && row.scheduledDaysBefore < 21 && +row.reviewedAt >= since,
    );
    expect(young.length).toBeGreaterThan(0);
    expect(body.retention.young.answers).toBe(young.length);
    expect(body.retention.young.passed).toBe(young.filter((row) => row.rating !== 1).length);
  });

  it('names the words forgotten most, and counts studied cards by stability bucket', async () => {
    const pro = await proLearnerInTokyo(
      'hardest.analytics@example.com',
      [5, 6, 7, 0],
      '2026-10-01T00:00:00.000Z',
    );
    const [corazon, arbol, mariposa] = pro.words.map((word) => word.id) as [string, string, string];
    let at = Date.parse('2026-10-01T01:00:00.000Z');
    // A day after the last answer (or after the words were added).
    const next = () => {
      at += DAY;
      return new Date(at);
    };
    // corazón: learned, forgotten, relearned, forgotten again; árbol forgotten once; mariposa never.
    for (const rating of [4, 1, 3, 1] as const) await review(pro.token, corazon, rating, next());
    for (const rating of [4, 1] as const) await review(pro.token, arbol, rating, next());
    await review(pro.token, mariposa, 4, next());

    const { body } = await analyticsAt(pro.token, next().toISOString());
    const cards = await t.database.db.select().from(userWord).where(eq(userWord.userId, pro.userId));
    const card = (id: string) => cards.find((row) => row.id === id)!;
    expect(body.hardestWords).toEqual([
      { id: corazon, word: 'corazón', lapses: 2, dueAt: card(corazon).dueAt!.toISOString() },
      { id: arbol, word: 'árbol', lapses: 1, dueAt: card(arbol).dueAt!.toISOString() },
    ]);

    // The buckets' edges: a stability of exactly 30 days is in 30–90, one of 365 in "365 and more".
    await t.database.db.update(userWord).set({ stability: 30 }).where(eq(userWord.id, arbol));
    await t.database.db.update(userWord).set({ stability: 365 }).where(eq(userWord.id, mariposa));
    const strength = (await analyticsAt(pro.token, clock.toISOString())).body.memoryStrength;
    const corazonBucket = stabilityBuckets.findIndex(
      (bucket) =>
        card(corazon).stability >= bucket.fromDays && card(corazon).stability < (bucket.toDays ?? Infinity),
    );
    const expected = [0, 0, 0, 0, 0];
    expected[corazonBucket]! += 1;
    expected[2]! += 1;
    expected[4]! += 1;
    // The fourth word was never studied: a new card has no stability to count.
    expect(strength.map((bucket) => bucket.cards)).toEqual(expected);
    expect(strength.map(({ fromDays, toDays }) => [fromDays, toDays])).toEqual([
      [0, 7],
      [7, 30],
      [30, 90],
      [90, 365],
      [365, null],
    ]);
  });

  it('shows another learner’s answers to nobody else', async () => {
    const pro = await proLearnerInTokyo('alone.analytics@example.com', [0], '2026-10-01T00:00:00.000Z');
    const { body } = await analyticsAt(pro.token, '2026-11-01T00:00:00.000Z');
    expect(body.hardestWords).toEqual([]);
    expect(body.answersByHour.every((h) => h.answers === 0)).toBe(true);
  });
});
