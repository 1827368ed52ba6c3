import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardStateName } from '~/core/study/card-state';
import type { MyWord } from '~/core/words/my-word';
import { userWord } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { call, FIXED_NOW } from '~/server/test/learner-fixtures';
import { insertSpanishNouns, learnerWithWords, startSession } from '~/server/test/study-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// "Due" as the queue takes it: a review card from the start of its due day (04:00 in the learner's
// zone), a (re)learning card 20 minutes early. The word's page and an empty session say the same.
// FIXED_NOW is 11:30 on 23 November in Jerusalem (UTC+2): today's study day began at 02:00 UTC.

describe.each(testDbKinds)('when a card can be studied (%s)', (kind) => {
  let t: TestApp;
  let dictionary: Awaited<ReturnType<typeof insertSpanishNouns>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => FIXED_NOW;
    dictionary = await insertSpanishNouns(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const learnerWithCard = async (email: string, state: CardStateName, dueAt: string) => {
    const learner = await learnerWithWords(t, email, [dictionary[0]!.id]);
    const settings = await call(t, learner.token, '/api/me/settings', {
      method: 'PUT',
      json: { timeZone: 'Asia/Jerusalem' },
    });
    expect(settings.status).toBe(200);
    const id = learner.words[0]!.id;
    await t.database.db
      .update(userWord)
      .set({
        cardState: state,
        status: 'learning',
        reps: 3,
        stability: 4,
        difficulty: 5,
        scheduledDays: 1,
        lastReviewAt: new Date(FIXED_NOW.getTime() - 86_400_000),
        dueAt: new Date(dueAt),
      })
      .where(eq(userWord.id, id));
    const word = async () => (await call<MyWord>(t, learner.token, `/api/me/words/${id}`)).body;
    return { ...learner, id, word };
  };

  it('gives an empty session the start of the study day a review card falls due on', async () => {
    // Due at 14:00 tomorrow, Jerusalem time: studied from tomorrow's 04:00 there.
    const ada = await learnerWithCard('studyable.tomorrow@example.com', 'review', '2026-11-24T12:00:00Z');
    const none = await startSession(t, ada.token, { method: 'flashcards' });
    expect(none.body).toMatchObject({ id: null, items: [], nextDue: '2026-11-24T02:00:00.000Z' });
    expect((await ada.word()).studyableAt).toBe('2026-11-24T02:00:00.000Z');
  });

  it('says a review card due later today can be studied now, as a session takes it', async () => {
    const ben = await learnerWithCard('studyable.today@example.com', 'review', '2026-11-23T12:00:00Z');
    const word = await ben.word();
    expect(word.studyableAt).toBe('2026-11-23T02:00:00.000Z');
    expect(Date.parse(word.studyableAt!)).toBeLessThanOrEqual(FIXED_NOW.getTime());
    const session = await startSession(t, ben.token, { method: 'flashcards' });
    expect(session.body.items.map((item) => item.cardId)).toEqual([ben.id]);
  });

  it('gives a learning card its due time less the 20 minutes learned ahead', async () => {
    const cy = await learnerWithCard('studyable.learning@example.com', 'learning', '2026-11-23T10:30:00Z');
    expect((await cy.word()).studyableAt).toBe('2026-11-23T10:10:00.000Z');
    const none = await startSession(t, cy.token, { method: 'flashcards' });
    expect(none.body.nextDue).toBe('2026-11-23T10:10:00.000Z');
  });
});
