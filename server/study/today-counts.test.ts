import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Progress } from '~/core/study/progress';
import { userWord } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { call, FIXED_NOW } from '~/server/test/learner-fixtures';
import {
  answer,
  flashcard,
  insertSpanishNouns,
  learnerWithWords,
  startSession,
} from '~/server/test/study-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

const DAY = 86_400_000;
const HOUR = 3_600_000;

// The home's figures for today are what a session started now would take, by the same rules.
describe.each(testDbKinds)('today’s counts and the session (%s)', (kind) => {
  let t: TestApp;
  let dictionary: Awaited<ReturnType<typeof insertSpanishNouns>>;
  const todayCounts = async (token: string) =>
    (await call<Progress>(t, token, '/api/me/progress')).body.todayCounts;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => FIXED_NOW;
    dictionary = await insertSpanishNouns(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Three reviews overdue, a learning step due in an hour (later today, past the learn-ahead), a new word. */
  async function learnerWithDueCards(email: string, maxReviewsPerDay: number) {
    const learner = await learnerWithWords(
      t,
      email,
      dictionary.slice(0, 5).map((word) => word.id),
    );
    await call(t, learner.token, '/api/me/settings', {
      method: 'PUT',
      json: { maxReviewsPerDay, newCardsPerDay: 5 },
    });
    const studied = (id: string, state: 'review' | 'learning', dueAt: Date) =>
      t.database.db
        .update(userWord)
        .set({
          cardState: state,
          stability: 2,
          difficulty: 5,
          scheduledDays: state === 'review' ? 2 : 0,
          reps: 3,
          lastReviewAt: new Date(FIXED_NOW.getTime() - 3 * DAY),
          dueAt,
          status: 'learning',
        })
        .where(eq(userWord.id, id));
    const [a, b, c, d] = learner.words;
    for (const card of [a, b, c]) await studied(card!.id, 'review', new Date(FIXED_NOW.getTime() - DAY));
    await studied(d!.id, 'learning', new Date(FIXED_NOW.getTime() + HOUR));
    return learner;
  }

  it('holds the due count to today’s review allowance, as the session does, and leaves no room for new words', async () => {
    const lea = await learnerWithDueCards('lea@example.com', 2);
    const counts = await todayCounts(lea.token);
    // Four cards fall due today, but a session takes two reviews now and nothing else.
    expect(counts).toMatchObject({ due: 4, dueNow: 2, dueHeld: 1, newAvailable: 0 });
    const session = (await startSession(t, lea.token, { method: 'flashcards', limit: 50 })).body;
    expect(session.counts).toEqual({ learning: 0, review: 2, new: 0 });
    expect(session.items).toHaveLength(counts.dueNow + counts.newAvailable);

    // Both answered: today's limit is reached, and the home says nothing is left to take now.
    for (const item of session.items) await answer(t, lea.token, flashcard(item.cardId, 3));
    expect(await todayCounts(lea.token)).toMatchObject({ dueNow: 0, dueHeld: 1, newAvailable: 0 });
    const after = (await startSession(t, lea.token, { method: 'flashcards', limit: 50 })).body;
    expect(after.items).toEqual([]);
  });

  it('lets new words into what the reviews leave of the allowance', async () => {
    const noa = await learnerWithDueCards('noa@example.com', 4);
    const counts = await todayCounts(noa.token);
    expect(counts).toMatchObject({ due: 4, dueNow: 3, dueHeld: 0, newAvailable: 1 });
    const session = (await startSession(t, noa.token, { method: 'flashcards', limit: 50 })).body;
    expect(session.counts).toEqual({ learning: 0, review: 3, new: 1 });
    expect(session.items).toHaveLength(counts.dueNow + counts.newAvailable);
  });

  /** A learner with 25 new words (one from the dictionary, the rest copies of it past Free's 20) and these limits. */
  async function learnerWithNewWords(
    email: string,
    limits: { newCardsPerDay: number; maxReviewsPerDay: number },
  ) {
    const learner = await learnerWithWords(t, email, [dictionary[0]!.id]);
    const [first] = await t.database.db.select().from(userWord).where(eq(userWord.userId, learner.userId));
    await t.database.db.insert(userWord).values(
      Array.from({ length: 24 }, (_, i) => ({
        userId: learner.userId,
        word: { ...first!.word, value: `${first!.word.value}-${i}` },
        createdAt: new Date(FIXED_NOW.getTime() - HOUR + i),
      })),
    );
    await call(t, learner.token, '/api/me/settings', { method: 'PUT', json: limits });
    return learner;
  }

  /** Starts a session and answers every card Easy (out of today: due days later), then starts another. */
  async function studyAllThenStartAgain(token: string) {
    const session = (await startSession(t, token, { method: 'flashcards', limit: 50 })).body;
    for (const item of session.items) await answer(t, token, flashcard(item.cardId, 4));
    return {
      studied: session.items.length,
      after: (await startSession(t, token, { method: 'flashcards' })).body,
    };
  }

  it('counts the new words today’s new-word limit holds back once it is used up, on the home and in the empty session', async () => {
    const dan = await learnerWithNewWords('dan@example.com', { newCardsPerDay: 2, maxReviewsPerDay: 200 });
    expect(await todayCounts(dan.token)).toMatchObject({
      newAvailable: 2,
      newHeld: 23,
      newHeldReason: 'dailyLimitReached',
    });
    const { studied, after } = await studyAllThenStartAgain(dan.token);
    expect(studied).toBe(2);
    expect(await todayCounts(dan.token)).toMatchObject({
      dueNow: 0,
      dueHeld: 0,
      newAvailable: 0,
      newHeld: 23,
      newHeldReason: 'dailyLimitReached',
    });
    expect(after).toMatchObject({ id: null, items: [], newHeld: 23, newHeldReason: 'dailyLimitReached' });
  });

  it('counts the new words the review maximum holds back when new words filled it', async () => {
    const eli = await learnerWithNewWords('eli@example.com', { newCardsPerDay: 20, maxReviewsPerDay: 2 });
    const { studied, after } = await studyAllThenStartAgain(eli.token);
    expect(studied).toBe(2);
    expect(await todayCounts(eli.token)).toMatchObject({
      dueNow: 0,
      newAvailable: 0,
      newHeld: 23,
      newHeldReason: 'reviewLimitReached',
    });
    expect(after).toMatchObject({
      id: null,
      allowance: { newCards: 0, total: 0 },
      newHeld: 23,
      newHeldReason: 'reviewLimitReached',
    });
  });

  it('says new words are off, not that today’s are studied, when the learner’s new-word limit is 0', async () => {
    const gil = await learnerWithNewWords('gil@example.com', { newCardsPerDay: 0, maxReviewsPerDay: 200 });
    expect(await todayCounts(gil.token)).toMatchObject({
      reviews: 0,
      newCards: 0,
      newAvailable: 0,
      newHeld: 25,
      newHeldReason: 'newWordsOff',
    });
    for (const scope of ['due', 'new'] as const) {
      const session = (await startSession(t, gil.token, { scope, method: 'flashcards' })).body;
      expect(session).toMatchObject({ id: null, items: [], newHeld: 25, newHeldReason: 'newWordsOff' });
    }
  });

  it('says studying is off, not that words wait for tomorrow, when the learner’s review maximum is 0', async () => {
    const ida = await learnerWithNewWords('ida@example.com', { newCardsPerDay: 20, maxReviewsPerDay: 0 });
    expect(await todayCounts(ida.token)).toMatchObject({ newAvailable: 0, newHeld: 25, reviewsOff: true });
    const session = (await startSession(t, ida.token, { method: 'flashcards' })).body;
    expect(session).toMatchObject({ id: null, items: [], newHeld: 25, reviewsOff: true });
    const dan = await learnerWithNewWords('dan2@example.com', { newCardsPerDay: 2, maxReviewsPerDay: 200 });
    expect(await todayCounts(dan.token)).toMatchObject({ reviewsOff: false });
  });

  it('gives no reason when no new word is held', async () => {
    const hen = await learnerWithNewWords('hen@example.com', { newCardsPerDay: 30, maxReviewsPerDay: 200 });
    expect(await todayCounts(hen.token)).toMatchObject({ newAvailable: 25, newHeld: 0, newHeldReason: null });
  });

  it('tells when today’s study day ends, 04:00 in the learner’s time zone', async () => {
    const fay = await learnerWithNewWords('fay@example.com', { newCardsPerDay: 2, maxReviewsPerDay: 200 });
    await call(t, fay.token, '/api/me/settings', { method: 'PUT', json: { timeZone: 'Asia/Jerusalem' } });
    const progress = (await call<Progress>(t, fay.token, '/api/me/progress')).body;
    // 09:30 UTC on 23 November is 11:30 in Jerusalem (UTC+2): the day ends at 04:00 there on the 24th.
    expect(progress.dayEndsAt).toBe('2026-11-24T02:00:00.000Z');
  });
});
