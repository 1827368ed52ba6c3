import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Achievements } from '~/core/study/achievements';
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

describe.each(testDbKinds)('achievements API (%s)', (kind) => {
  let t: TestApp;
  let clock: Date;
  let dictionary: Awaited<ReturnType<typeof insertSpanishNouns>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    clock = FIXED_NOW;
    t.deps.now = () => clock;
    dictionary = await insertSpanishNouns(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const achievementsOf = async (token: string) => {
    const { status, body } = await call<Achievements>(t, token, '/api/me/achievements');
    expect(status).toBe(200);
    return Object.fromEntries(body.achievements.map((achievement) => [achievement.id, achievement]));
  };

  it('earns the first review, a perfect session, a study set and a growing streak from real records', async () => {
    const lea = await learnerWithWords(
      t,
      'lea@example.com',
      dictionary.map((row) => row.id),
    );
    const fresh = await achievementsOf(lea.token);
    expect(Object.values(fresh).every((achievement) => achievement.earnedAt === null)).toBe(true);

    clock = FIXED_NOW;
    const session = await startSession(t, lea.token, { method: 'flashcards' });
    const cards = session.body.items.map((item) => item.cardId);
    expect(cards).toHaveLength(8);
    // Ten answers in one session, none Again: eight cards, then two of them again.
    for (const [index, cardId] of [...cards, cards[0]!, cards[1]!].entries()) {
      const reviewedAt = new Date(FIXED_NOW.getTime() + index * 60_000);
      clock = reviewedAt;
      await answer(t, lea.token, { ...flashcard(cardId, 3), sessionId: session.body.id! });
    }
    await call(t, lea.token, '/api/me/study-sets', { method: 'POST', json: { name: 'Animals' } });
    const first = await achievementsOf(lea.token);
    expect(first.firstReview).toEqual({
      id: 'firstReview',
      earnedAt: FIXED_NOW.toISOString(),
      progress: null,
    });
    expect(first.perfectSession!.earnedAt).toBe(new Date(FIXED_NOW.getTime() + 9 * 60_000).toISOString());
    expect(first.firstStudySet!.earnedAt).toBe(clock.toISOString());
    expect(first.streak3).toMatchObject({ earnedAt: null, progress: { current: 1, target: 3 } });
    expect(first.words10).toMatchObject({ earnedAt: null, progress: { current: 0, target: 10 } });
    expect(first.firstStory!.earnedAt).toBeNull();

    // One answer on each of the next two study days: a three-day streak, earned on the third.
    for (const days of [1, 2]) {
      clock = new Date(FIXED_NOW.getTime() + days * DAY);
      await answer(t, lea.token, flashcard(cards[2]!, 1));
    }
    const later = await achievementsOf(lea.token);
    expect(later.streak3).toEqual({
      id: 'streak3',
      earnedAt: clock.toISOString(),
      progress: { current: 3, target: 3 },
    });
    clock = FIXED_NOW;
  });
});
