import { asc, count, eq, isNotNull, min, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyExport } from '~/core/account/my-export';
import type { Achievements } from '~/core/study/achievements';
import { learnerAchievement, reviewLog, studyDay, studySession, user, userWord } from '~/server/db/schema';
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

  /** The learner's days and sessions as the tables keep them, and as the review log says they are. */
  async function keptAndLogged(userId: string) {
    const db = t.database.db;
    const keptDays = await db
      .select({ day: studyDay.day, first: studyDay.firstAnswerAt })
      .from(studyDay)
      .where(eq(studyDay.userId, userId))
      .orderBy(asc(studyDay.day));
    const loggedDays = await db
      .select({ day: reviewLog.studyDay, first: min(reviewLog.reviewedAt) })
      .from(reviewLog)
      .where(eq(reviewLog.userId, userId))
      .groupBy(reviewLog.studyDay)
      .orderBy(asc(reviewLog.studyDay));
    const keptSessions = await db
      .select({ id: studySession.id, answers: studySession.answers, again: studySession.againAnswers })
      .from(studySession)
      .where(eq(studySession.userId, userId))
      .orderBy(asc(studySession.id));
    const logged = await db
      .select({
        id: reviewLog.sessionId,
        answers: count(),
        again: sql<number>`count(*) filter (where ${reviewLog.rating} = 1)`.mapWith(Number),
      })
      .from(reviewLog)
      .where(eq(reviewLog.userId, userId))
      .groupBy(reviewLog.sessionId)
      .having(isNotNull(reviewLog.sessionId));
    const loggedById = new Map(logged.map((row) => [row.id, row]));
    const loggedSessions = keptSessions.map((row) => ({
      id: row.id,
      answers: loggedById.get(row.id)?.answers ?? 0,
      again: loggedById.get(row.id)?.again ?? 0,
    }));
    return { keptDays, loggedDays, keptSessions, loggedSessions };
  }

  it('keeps each day’s first answer and each session’s answers as the log has them: late, replayed and Again answers too', async () => {
    clock = new Date(FIXED_NOW.getTime() - DAY);
    const max = await learnerWithWords(
      t,
      'max.counted@example.com',
      dictionary.map((row) => row.id),
    );
    clock = FIXED_NOW;
    const spoiled = await startSession(t, max.token, { method: 'flashcards' });
    const cards = spoiled.body.items.map((item) => item.cardId);
    // Ten answers in one session, the fourth Again: not a perfect session.
    const given = [...cards, cards[0]!, cards[1]!].map((cardId, index) => ({
      ...flashcard(cardId, index === 3 ? 1 : 3),
      sessionId: spoiled.body.id!,
    }));
    for (const [index, body] of given.entries()) {
      clock = new Date(FIXED_NOW.getTime() + index * 60_000);
      expect((await answer(t, max.token, body)).status).toBe(200);
    }
    // A replay of an answer already counted changes nothing.
    expect((await answer(t, max.token, given[0]!)).body.results[0]!.status).toBe('duplicate');
    // An answer given offline ten minutes before today's first arrives late: the day's first moves back.
    const offline = new Date(FIXED_NOW.getTime() - 10 * 60_000);
    expect((await answer(t, max.token, flashcard(cards[2]!, 3, offline))).status).toBe(200);
    // Later that day, a session of two answers, none Again: too short to be perfect.
    clock = new Date(FIXED_NOW.getTime() + 30 * 60_000);
    const short = await startSession(t, max.token, {
      method: 'flashcards',
      scope: 'cards',
      cardIds: cards.slice(0, 2),
    });
    for (const cardId of cards.slice(0, 2)) {
      expect(
        (await answer(t, max.token, { ...flashcard(cardId, 3), sessionId: short.body.id! })).status,
      ).toBe(200);
    }
    // The next day, a session of ten answers, none Again: perfect.
    clock = new Date(FIXED_NOW.getTime() + DAY);
    const next = await startSession(t, max.token, { method: 'flashcards' });
    for (let index = 0; index < 10; index++) {
      clock = new Date(FIXED_NOW.getTime() + DAY + index * 60_000);
      const cardId = next.body.items[index % next.body.items.length]!.cardId;
      await answer(t, max.token, { ...flashcard(cardId, 3), sessionId: next.body.id! });
    }

    const { keptDays, loggedDays, keptSessions, loggedSessions } = await keptAndLogged(max.userId);
    expect(keptDays).toEqual(loggedDays);
    expect(keptDays).toHaveLength(2);
    expect(keptDays[0]!.first).toEqual(offline);
    expect(keptSessions).toEqual(loggedSessions);
    const byId = new Map(keptSessions.map((row) => [row.id, row]));
    expect(byId.get(spoiled.body.id!)).toMatchObject({ answers: 10, again: 1 });
    expect(byId.get(short.body.id!)).toMatchObject({ answers: 2, again: 0 });
    expect(byId.get(next.body.id!)).toMatchObject({ answers: 10, again: 0 });

    const earned = await achievementsOf(max.token);
    expect(earned.firstReview!.earnedAt).toBe(offline.toISOString());
    expect(earned.perfectSession!.earnedAt).toBe(clock.toISOString());
    expect(earned.streak3!.progress).toEqual({ current: 2, target: 3 });
    clock = FIXED_NOW;
  });

  it('earns "10 words learned" when the tenth learned word got there, whatever order the rows lie in', async () => {
    const ada = await learnerWithWords(
      t,
      'ada.learned@example.com',
      dictionary.map((row) => row.id),
    );
    for (const value of ['mesa', 'silla', 'ventana', 'puerta']) {
      const added = await call(t, ada.token, '/api/me/words', {
        method: 'POST',
        json: { custom: true, value, languageCode: 'es', translations: { en: [value] } },
      });
      expect(added.status).toBe(201);
    }
    const cards = await t.database.db
      .select({ id: userWord.id })
      .from(userWord)
      .where(eq(userWord.userId, ada.userId));
    expect(cards).toHaveLength(12);
    // Learned an hour apart, in the reverse of the order the rows are read here (the order they were
    // written in, without a sort), so the learned order is not the rows' order: the tenth earliest is
    // the third row read.
    const learnedAt = (index: number) => new Date(FIXED_NOW.getTime() + (cards.length - index) * 3_600_000);
    for (const [index, card] of cards.entries())
      await t.database.db
        .update(userWord)
        .set({
          status: 'learned',
          cardState: 'review',
          lastReviewAt: learnedAt(index),
          learnedAt: learnedAt(index),
        })
        .where(eq(userWord.id, card.id));
    const earned = await achievementsOf(ada.token);
    expect(earned.words10).toEqual({
      id: 'words10',
      earnedAt: learnedAt(2).toISOString(),
      progress: { current: 10, target: 10 },
    });
    expect(earned.words100).toEqual({
      id: 'words100',
      earnedAt: null,
      progress: { current: 12, target: 100 },
    });
  });

  it('keeps "10 words learned" at the day it was earned through later reviews and a lapse', async () => {
    const kai = await learnerWithWords(
      t,
      'kai.learned@example.com',
      dictionary.map((row) => row.id),
    );
    for (const value of ['mesa', 'silla']) {
      const added = await call(t, kai.token, '/api/me/words', {
        method: 'POST',
        json: { custom: true, value, languageCode: 'es', translations: { en: [value] } },
      });
      expect(added.status).toBe(201);
    }
    // Ten cards in review, due today, their memory just short of three weeks: a Good makes each learned.
    const learnedDay = new Date(FIXED_NOW.getTime() + DAY);
    await t.database.db
      .update(userWord)
      .set({
        status: 'learning',
        cardState: 'review',
        stability: 20,
        difficulty: 5,
        reps: 3,
        scheduledDays: 20,
        elapsedDays: 20,
        lastReviewAt: new Date(learnedDay.getTime() - 20 * DAY),
        dueAt: learnedDay,
      })
      .where(eq(userWord.userId, kai.userId));
    const cards = await t.database.db
      .select({ id: userWord.id })
      .from(userWord)
      .where(eq(userWord.userId, kai.userId))
      .orderBy(asc(userWord.id));
    expect(cards).toHaveLength(10);
    const answerAt = async (at: Date, cardId: string, rating: 1 | 3) => {
      clock = at;
      const sent = await answer(t, kai.token, flashcard(cardId, rating));
      expect(sent.body.results[0]!.status).toBe('applied');
      return sent.body.results[0]!;
    };
    for (const [index, card] of cards.entries()) {
      const result = await answerAt(new Date(learnedDay.getTime() + index * 60_000), card.id, 3);
      expect(result.wordStatus).toBe('learned');
    }
    const earnedAt = new Date(learnedDay.getTime() + 9 * 60_000).toISOString();
    expect((await achievementsOf(kai.token)).words10).toMatchObject({ earnedAt, progress: { current: 10 } });

    // Months later: one word forgotten (Again), the others reviewed again.
    const later = new Date(learnedDay.getTime() + 200 * DAY);
    const lapsed = await answerAt(later, cards[0]!.id, 1);
    expect(lapsed.wordStatus).toBe('learning');
    for (const [index, card] of cards.slice(1).entries())
      await answerAt(new Date(later.getTime() + (index + 1) * 60_000), card.id, 3);
    expect((await achievementsOf(kai.token)).words10).toMatchObject({ earnedAt, progress: { current: 10 } });
    clock = FIXED_NOW;
  });
  const newSet = async (token: string, name: string) => {
    const created = await call<{ id: string }>(t, token, '/api/me/study-sets', {
      method: 'POST',
      json: { name },
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };
  const recorded = (userId: string) =>
    t.database.db
      .select({ id: learnerAchievement.achievementId, at: learnerAchievement.earnedAt })
      .from(learnerAchievement)
      .where(eq(learnerAchievement.userId, userId));

  it('keeps an achievement earned with its first date when what earned it is deleted, and exports it', async () => {
    const lia = await learnerWithWords(
      t,
      'lia.kept@example.com',
      dictionary.map((row) => row.id),
    );
    const firstAt = new Date(FIXED_NOW.getTime() + 3_600_000);
    clock = firstAt;
    const first = await newSet(lia.token, 'Animals');
    expect((await achievementsOf(lia.token)).firstStudySet!.earnedAt).toBe(firstAt.toISOString());

    // The only study set deleted: still earned, on the day it was.
    expect((await call(t, lia.token, `/api/me/study-sets/${first}`, { method: 'DELETE' })).status).toBe(204);
    expect((await achievementsOf(lia.token)).firstStudySet!.earnedAt).toBe(firstAt.toISOString());
    // A new one the next day earns it again no later.
    clock = new Date(firstAt.getTime() + DAY);
    await newSet(lia.token, 'Food');
    expect((await achievementsOf(lia.token)).firstStudySet!.earnedAt).toBe(firstAt.toISOString());

    // Ten words learned, then one of them deleted: "10 words learned" stays, its count reached.
    for (const value of ['mesa', 'silla']) {
      const added = await call(t, lia.token, '/api/me/words', {
        method: 'POST',
        json: { custom: true, value, languageCode: 'es', translations: { en: [value] } },
      });
      expect(added.status).toBe(201);
    }
    const learnedAt = new Date(FIXED_NOW.getTime() + 2 * DAY);
    await t.database.db
      .update(userWord)
      .set({ status: 'learned', cardState: 'review', lastReviewAt: learnedAt, learnedAt })
      .where(eq(userWord.userId, lia.userId));
    const words10 = {
      id: 'words10',
      earnedAt: learnedAt.toISOString(),
      progress: { current: 10, target: 10 },
    };
    expect((await achievementsOf(lia.token)).words10).toEqual(words10);
    const [word] = await t.database.db
      .select({ id: userWord.id })
      .from(userWord)
      .where(eq(userWord.userId, lia.userId))
      .limit(1);
    expect((await call(t, lia.token, `/api/me/words/${word!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await achievementsOf(lia.token)).words10).toEqual(words10);
    expect((await achievementsOf(lia.token)).words100!.progress).toEqual({ current: 9, target: 100 });

    const exported = await call<MyExport>(t, lia.token, '/api/me/export');
    expect(exported.body.achievements).toEqual([
      { id: 'firstStudySet', earnedAt: firstAt.toISOString() },
      { id: 'words10', earnedAt: learnedAt.toISOString() },
    ]);
    clock = FIXED_NOW;
  });

  it('records an achievement once when two reads find it new at once, and moves its date only earlier', async () => {
    const mo = await learnerWithWords(
      t,
      'mo.twice@example.com',
      dictionary.map((row) => row.id),
    );
    const madeAt = new Date(FIXED_NOW.getTime() + 3_600_000);
    clock = madeAt;
    await newSet(mo.token, 'Animals');
    const both = await Promise.all([achievementsOf(mo.token), achievementsOf(mo.token)]);
    for (const seen of both) expect(seen.firstStudySet!.earnedAt).toBe(madeAt.toISOString());
    expect(await recorded(mo.userId)).toEqual([{ id: 'firstStudySet', at: madeAt }]);

    // An answer given offline before it arrives late: the first review is dated by it, not by when
    // the first read recorded it.
    const session = await startSession(t, mo.token, { method: 'flashcards' });
    const cardId = session.body.items[0]!.cardId;
    await answer(t, mo.token, flashcard(cardId, 3));
    expect((await achievementsOf(mo.token)).firstReview!.earnedAt).toBe(madeAt.toISOString());
    const offline = new Date(madeAt.getTime() - 60_000);
    await answer(t, mo.token, flashcard(session.body.items[1]!.cardId, 3, offline));
    expect((await achievementsOf(mo.token)).firstReview!.earnedAt).toBe(offline.toISOString());
    expect((await recorded(mo.userId)).find((row) => row.id === 'firstReview')!.at).toEqual(offline);
    clock = FIXED_NOW;
  });

  it('keeps a perfect session at the date recorded: the sessions are not looked through for it again', async () => {
    clock = new Date(FIXED_NOW.getTime() - DAY);
    const pia = await learnerWithWords(
      t,
      'pia.perfect@example.com',
      dictionary.map((row) => row.id),
    );
    /** Ten answers in a new session, none Again, the nth at `at(n)`; the session's id. */
    const tenGood = async (at: (n: number) => Date) => {
      const session = await startSession(t, pia.token, { method: 'flashcards' });
      const cards = session.body.items.map((item) => item.cardId);
      for (let n = 0; n < 10; n++) {
        // The clock keeps up with an answer given now (one dated ahead of it is taken as given now).
        if (at(n) > clock) clock = at(n);
        const given = { ...flashcard(cards[n % cards.length]!, 3, at(n)), sessionId: session.body.id! };
        expect((await answer(t, pia.token, given)).status).toBe(200);
      }
      return session.body.id!;
    };
    clock = FIXED_NOW;
    await tenGood((n) => new Date(FIXED_NOW.getTime() + n * 60_000));
    const perfectAt = new Date(FIXED_NOW.getTime() + 9 * 60_000);
    expect((await achievementsOf(pia.token)).perfectSession!.earnedAt).toBe(perfectAt.toISOString());

    // An hour later, a session answered as given offline two hours before: perfect too, and its last
    // answer earlier than the first one's. The achievement stands at the date it was recorded with.
    clock = new Date(FIXED_NOW.getTime() + 3_600_000);
    const offline = await tenGood((n) => new Date(FIXED_NOW.getTime() - 7_200_000 + n * 60_000));
    const [kept] = await t.database.db
      .select({
        answers: studySession.answers,
        again: studySession.againAnswers,
        last: studySession.lastAnswerAt,
      })
      .from(studySession)
      .where(eq(studySession.id, offline));
    expect(kept).toEqual({
      answers: 10,
      again: 0,
      last: new Date(FIXED_NOW.getTime() - 7_200_000 + 9 * 60_000),
    });
    expect((await achievementsOf(pia.token)).perfectSession!.earnedAt).toBe(perfectAt.toISOString());
    expect((await recorded(pia.userId)).find((row) => row.id === 'perfectSession')!.at).toEqual(perfectAt);
    clock = FIXED_NOW;
  });

  /** Until some query of this database waits on a row lock (or 5 s pass): the read is at its write. */
  const waitForALockWait = async () => {
    for (let tries = 0; tries < 100; tries++) {
      const result = await t.database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      const [row] = (result as unknown as { rows: { n: number }[] }).rows;
      if ((row?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  // Only PostgreSQL runs a read beside another transaction (PGlite has one connection): the account's
  // deletion commits while the read records an achievement it found new, whose learner is then gone.
  // Registered for PostgreSQL only (not skipped on PGlite: there is nothing there to run).
  if (kind === 'postgres')
    it('answers a read that meets the account being deleted, instead of failing on recording', async () => {
      clock = new Date();
      const ola = await t.createVerifiedUser('ola.leaving@example.com');
      await newSet(ola.token, 'Animals');
      let commit = () => {};
      let deleted = () => {};
      const deletedNow = new Promise<void>((resolve) => {
        deleted = resolve;
      });
      const deletion = t.database.db.transaction(async (tx) => {
        await tx.delete(user).where(eq(user.id, ola.userId));
        deleted();
        await new Promise<void>((resolve) => {
          commit = resolve;
        });
      });
      await deletedNow;
      const read = call<Achievements>(t, ola.token, '/api/me/achievements');
      // The read waits on the deleted learner row to record; the deletion then commits.
      await waitForALockWait();
      commit();
      await deletion;
      const { status, body } = await read;
      expect(status).toBe(200);
      expect(body.achievements.find((a) => a.id === 'firstStudySet')?.earnedAt).toBe(clock.toISOString());
      expect(await recorded(ola.userId)).toEqual([]);
      clock = FIXED_NOW;
    });

  it('takes the recorded achievements away with the account', async () => {
    clock = new Date();
    const ned = await t.createVerifiedUser('ned.gone@example.com');
    await newSet(ned.token, 'Animals');
    await achievementsOf(ned.token);
    expect(await recorded(ned.userId)).toHaveLength(1);
    expect((await call(t, ned.token, '/api/me', { method: 'DELETE' })).status).toBe(204);
    expect(await recorded(ned.userId)).toEqual([]);
    clock = FIXED_NOW;
  });
});
