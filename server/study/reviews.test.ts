import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyWord } from '~/core/words/my-word';
import { reviewLog, session, studyDay, user, userWord } from '~/server/db/schema';
import { insertWord } from '~/server/test/admin-fixtures';
import { testDbKinds, waitForALockWaiter } from '~/server/test/databases';
import { call, FIXED_NOW } from '~/server/test/learner-fixtures';
import {
  answer,
  flashcard,
  insertSpanishNouns,
  learnerWithWords,
  startSession,
} from '~/server/test/study-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe.each(testDbKinds)('reviews API (%s)', (kind) => {
  let t: TestApp;
  let clock: Date;
  let dictionary: Awaited<ReturnType<typeof insertSpanishNouns>>;
  let ana: Awaited<ReturnType<typeof learnerWithWords>>;
  const card = (value: string) => ana.words.find((word) => word.word.value === value)!.id;
  const logOf = (cardId: string) =>
    t.database.db
      .select()
      .from(reviewLog)
      .where(and(eq(reviewLog.userId, ana.userId), eq(reviewLog.cardId, cardId)));
  const cardRow = async (cardId: string) =>
    (await t.database.db.select().from(userWord).where(eq(userWord.id, cardId)))[0]!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    clock = FIXED_NOW;
    t.deps.now = () => clock;
    dictionary = await insertSpanishNouns(t);
    ana = await learnerWithWords(
      t,
      'ana@example.com',
      dictionary.map((row) => row.id),
    );
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    clock = FIXED_NOW;
  });

  it('applies a flashcard answer: the card moves, the log and the day record it, and the word is learning', async () => {
    const review = flashcard(card('casa'), 3);
    const { status, body } = await answer(t, ana.token, review);
    expect(status).toBe(200);
    const [result] = body.results;
    expect(result).toMatchObject({
      id: review.id,
      cardId: card('casa'),
      status: 'applied',
      rating: 3,
      reviewedAt: FIXED_NOW.toISOString(),
      wordStatus: 'learning',
      againThisSession: true,
      card: { state: 'learning', reps: 1, lapses: 0, lastReview: FIXED_NOW.toISOString() },
    });
    // Good on a new card: the second learning step, ten minutes.
    expect(Date.parse(result!.card!.due!) - FIXED_NOW.getTime()).toBe(10 * MINUTE);
    expect(result!.intervals!.again.intervalMs).toBeLessThan(result!.intervals!.easy.intervalMs);

    const [log] = await logOf(card('casa'));
    expect(log).toMatchObject({
      rating: 3,
      stateBefore: 0,
      durationMs: 4000,
      method: 'flashcards',
      applied: 1,
    });
    expect(log!.studyDay).toBe('2026-11-23');
    const [day] = await t.database.db
      .select()
      .from(studyDay)
      .where(and(eq(studyDay.userId, ana.userId), eq(studyDay.day, '2026-11-23')));
    expect(day).toMatchObject({ reviews: 1, newCards: 1, reviewCards: 0, againCount: 0, durationMs: 4000 });
    const word = await call<MyWord>(t, ana.token, `/api/me/words/${card('casa')}`);
    expect(word.body).toMatchObject({ status: 'learning', card: { state: 'learning', reps: 1 } });
  });

  it('takes a replayed review as a duplicate and changes nothing', async () => {
    const review = flashcard(card('cosa'), 3);
    await answer(t, ana.token, review);
    const before = await cardRow(card('cosa'));
    clock = new Date(FIXED_NOW.getTime() + 30 * MINUTE);
    const again = await answer(t, ana.token, { ...review, rating: 1 });
    // The rating is the first delivery's, not the replay's.
    expect(again.body.results[0]).toMatchObject({ status: 'duplicate', rating: 3, card: { reps: 1 } });
    expect(await cardRow(card('cosa'))).toEqual(before);
    expect(await logOf(card('cosa'))).toHaveLength(1);
  });

  it('tells a replay what its first delivery was told: the rating, the typed grade, and that the card comes back', async () => {
    const typed = {
      id: crypto.randomUUID(),
      cardId: card('árbol'),
      method: 'typing' as const,
      typed: 'arbol',
      durationMs: 3000,
    };
    const first = (await answer(t, ana.token, typed)).body.results[0]!;
    expect(first).toMatchObject({ status: 'applied', rating: 3, againThisSession: true });
    // The device timed out and sends it again a minute later.
    clock = new Date(FIXED_NOW.getTime() + MINUTE);
    const replay = (await answer(t, ana.token, { reviews: [typed] })).body.results[0]!;
    expect(replay).toMatchObject({
      status: 'duplicate',
      rating: first.rating,
      reviewedAt: first.reviewedAt,
      againThisSession: true,
      grade: { method: 'typing', correct: true, tier: 'accents', answer: 'árbol' },
    });
    expect(replay.grade).toEqual(first.grade);
    expect(await logOf(card('árbol'))).toHaveLength(1);
  });

  it('refuses another learner’s card or a missing one with 404, changing nothing', async () => {
    const ben = await t.createVerifiedUser('ben@example.com');
    const foreign = await answer(t, ben.token, flashcard(card('perro'), 3));
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('WORD_NOT_FOUND');
    expect(await logOf(card('perro'))).toHaveLength(0);
  });

  it('reads a single answer’s card in the session’s own query: one read and one write per answer', async () => {
    const dee = await learnerWithWords(
      t,
      'dee@example.com',
      dictionary.map((row) => row.id),
    );
    const cardId = dee.words[0]!.id;
    const client = (t.database.db as unknown as { session: { client: { query: () => unknown } } }).session
      .client;
    const queries = vi.spyOn(client, 'query');
    expect((await answer(t, dee.token, flashcard(cardId, 3))).status).toBe(200);
    expect(queries).toHaveBeenCalledTimes(2);
    queries.mockClear();
    // A batch reads its session alone, then each of its cards.
    const later = new Date(FIXED_NOW.getTime() + 5 * MINUTE);
    expect((await answer(t, dee.token, { reviews: [flashcard(cardId, 3, later)] })).status).toBe(200);
    expect(queries).toHaveBeenCalledTimes(3);
    queries.mockRestore();
    expect((await cardRow(cardId)).reps).toBe(2);
  });

  it('keeps the session’s rules when the card is read with it: refused when expired or disabled, extended once a day', async () => {
    const cy = await learnerWithWords(
      t,
      'cy@example.com',
      dictionary.map((row) => row.id),
    );
    const [first, second] = cy.words.map((word) => word.id);
    const token = cy.token.slice(0, cy.token.lastIndexOf('.'));
    const setExpiry = (expiresAt: Date) =>
      t.database.db.update(session).set({ expiresAt }).where(eq(session.token, token));
    const expiryOf = async () =>
      (await t.database.db.select().from(session).where(eq(session.token, token)))[0]?.expiresAt;
    // Made 25 hours ago (30-day sessions, extended daily): Better Auth extends it, and the answer goes in.
    const due = new Date(Date.now() + 30 * DAY - 25 * 60 * MINUTE);
    await setExpiry(due);
    expect((await answer(t, cy.token, flashcard(first!, 3))).status).toBe(200);
    expect((await expiryOf())!.getTime()).toBeGreaterThan(due.getTime() + DAY - MINUTE);
    // A token that names no session reads nothing, whatever card the body names; a card id the route
    // refuses is read the plain way and refused once the guard has let the learner in.
    expect((await answer(t, 'x'.repeat(32), flashcard(second!, 3))).status).toBe(401);
    const badCard = await answer(t, cy.token, { ...flashcard(second!, 3), cardId: 'not-a-uuid' });
    expect(badCard.status).toBe(400);
    await t.database.db.update(user).set({ banned: true }).where(eq(user.id, cy.userId));
    const disabled = await answer(t, cy.token, flashcard(second!, 3));
    expect(disabled.status).toBe(401);
    await t.database.db.update(user).set({ banned: false }).where(eq(user.id, cy.userId));
    await setExpiry(new Date(Date.now() - 1000));
    const expired = await answer(t, cy.token, flashcard(second!, 3));
    expect(expired.status).toBe(401);
    expect(await expiryOf()).toBeUndefined(); // Better Auth removed it
    const logged = await t.database.db.select().from(reviewLog).where(eq(reviewLog.userId, cy.userId));
    expect(logged.map((entry) => entry.cardId)).toEqual([first]);
  });

  it('validates the answer against its method', async () => {
    const missing = await answer(t, ana.token, {
      id: crypto.randomUUID(),
      cardId: card('perro'),
      method: 'typing',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('typed: typed is required with typing');
    const badRating = await answer(t, ana.token, { ...flashcard(card('perro'), 3), rating: 5 as 3 });
    expect(badRating.status).toBe(400);
    expect(badRating.body.message).toMatch(/rating must be 1 \(Again\)/);
    const badId = await answer(t, ana.token, { ...flashcard(card('perro'), 3), id: 'not-a-uuid' });
    expect(badId.status).toBe(400);
  });

  it('applies an offline batch in the order it was answered, once, whatever order it arrives in', async () => {
    const cardId = card('gato');
    // Answered offline over two days after the word was added; sent on the third.
    clock = new Date(FIXED_NOW.getTime() + 3 * DAY);
    const first = new Date(FIXED_NOW.getTime() + 10 * MINUTE);
    const batch = [
      flashcard(cardId, 3, new Date(first.getTime() + 11 * MINUTE)), // second step: graduates
      flashcard(cardId, 3, first), // first sight
      flashcard(cardId, 3, new Date(first.getTime() + 1 * DAY + 11 * MINUTE)), // the next day's review
    ];
    const { body } = await answer(t, ana.token, { reviews: batch });
    expect(body.results.map((result) => result.id)).toEqual(batch.map((review) => review.id));
    expect(body.results.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);
    const row = await cardRow(cardId);
    expect(row).toMatchObject({ cardState: 'review', reps: 3 });
    expect(row.lastReviewAt!.toISOString()).toBe(batch[2]!.reviewedAt);
    const log = await logOf(cardId);
    expect(log.map((entry) => entry.stateBefore).sort()).toEqual([0, 1, 2]);
    expect(log.find((entry) => entry.id === batch[1]!.id)!.studyDay).toBe('2026-11-23');

    const replay = await answer(t, ana.token, { reviews: batch });
    expect(replay.body.results.map((result) => result.status)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(await cardRow(cardId)).toEqual(row);
    expect(await logOf(cardId)).toHaveLength(3);
  });

  it('logs an answer older than the card’s last review without moving the card back', async () => {
    const cardId = card('libro');
    clock = new Date(FIXED_NOW.getTime() + 30 * MINUTE);
    await answer(t, ana.token, flashcard(cardId, 3));
    const moved = await cardRow(cardId);
    const late = flashcard(cardId, 1, new Date(FIXED_NOW.getTime() + 5 * MINUTE));
    const { body } = await answer(t, ana.token, late);
    expect(body.results[0]).toMatchObject({ status: 'logged', rating: 1, card: { reps: 1, lapses: 0 } });
    expect(await cardRow(cardId)).toEqual(moved);
    const entry = (await logOf(cardId)).find((row) => row.id === late.id)!;
    expect(entry).toMatchObject({ applied: 0, scheduledDaysAfter: null, rating: 1 });
  });

  it('takes an answer from a clock a few minutes behind ours, to a word just added, as answered when it was added', async () => {
    const eva = await learnerWithWords(t, 'eva.clock@example.com', [dictionary[0]!.id]);
    const behind = flashcard(eva.words[0]!.id, 3, new Date(FIXED_NOW.getTime() - 2 * MINUTE));
    const { body } = await answer(t, eva.token, behind);
    expect(body.results[0]).toMatchObject({ status: 'applied', reviewedAt: FIXED_NOW.toISOString() });
  });

  it('takes an answer from a clock ahead of ours as answered now', async () => {
    const cardId = card('árbol');
    const ahead = flashcard(cardId, 3, new Date(FIXED_NOW.getTime() + DAY));
    const { body } = await answer(t, ana.token, ahead);
    expect(body.results[0]!.reviewedAt).toBe(FIXED_NOW.toISOString());
  });

  it('refuses an answer from before the card existed: per item in a batch, 400 alone; no backdated streak', async () => {
    const cardId = card('perro');
    const ancient = flashcard(cardId, 3, new Date('0001-01-01T00:00:00.000Z'));
    // A clock more than a quarter of an hour behind is no clock skew.
    const justBefore = flashcard(cardId, 3, new Date(FIXED_NOW.getTime() - 15 * MINUTE - 1));
    const onTime = flashcard(cardId, 3, new Date(FIXED_NOW.getTime() + 1));
    clock = new Date(FIXED_NOW.getTime() + MINUTE);
    const { status, body } = await answer(t, ana.token, { reviews: [ancient, justBefore, onTime] });
    expect(status).toBe(200);
    const refusal = {
      status: 'rejected',
      error: {
        code: 'REVIEWED_BEFORE_CARD',
        message: 'This answer is dated before the word was added, so it cannot be counted.',
      },
      card: null,
    };
    expect(body.results[0]).toMatchObject({ id: ancient.id, ...refusal, reviewedAt: ancient.reviewedAt });
    expect(body.results[1]).toMatchObject({ id: justBefore.id, ...refusal });
    expect(body.results[2]).toMatchObject({ id: onTime.id, status: 'applied' });
    expect((await logOf(cardId)).map((row) => row.id)).toEqual([onTime.id]);

    const alone = await answer(t, ana.token, flashcard(cardId, 3, new Date('2001-01-01T00:00:00Z')));
    expect(alone).toEqual({ status: 400, body: refusal.error });

    // Sixty answers backdated a day apart make no streak: no study day is added.
    const daysOf = async () =>
      (await t.database.db.select().from(studyDay).where(eq(studyDay.userId, ana.userId))).map((d) => d.day);
    const daysBefore = await daysOf();
    const backdated = Array.from({ length: 60 }, (_, i) =>
      flashcard(cardId, 3, new Date(FIXED_NOW.getTime() - (i + 1) * DAY)),
    );
    const batch = await answer(t, ana.token, { reviews: backdated });
    expect(batch.body.results.every((result) => result.status === 'rejected')).toBe(true);
    expect(await daysOf()).toEqual(daysBefore);
  });

  it('keeps an answer’s time exact to the millisecond, whatever offset it was sent with', async () => {
    const milla = await learnerWithWords(t, 'milla@example.com', [dictionary[0]!.id]);
    const cardId = milla.words[0]!.id;
    const at = new Date(FIXED_NOW.getTime() + 12_345);
    clock = new Date(FIXED_NOW.getTime() + MINUTE);
    const local = '2026-11-23T11:30:12.345+02:00';
    expect(Date.parse(local)).toBe(at.getTime());
    const review = { ...flashcard(cardId, 3), reviewedAt: local };
    const { body } = await answer(t, milla.token, review);
    expect(body.results[0]).toMatchObject({ status: 'applied', reviewedAt: at.toISOString() });
    const [log] = await t.database.db.select().from(reviewLog).where(eq(reviewLog.cardId, cardId));
    expect(log!.reviewedAt.getTime()).toBe(at.getTime());
    expect((await cardRow(cardId)).lastReviewAt!.getTime()).toBe(at.getTime());
    const history = await call<{ items: { reviewedAt: string }[] }>(
      t,
      milla.token,
      `/api/me/words/${cardId}/reviews`,
    );
    expect(history.body.items.map((item) => item.reviewedAt)).toEqual([at.toISOString()]);
  });

  it('reports a batch item it cannot take and applies the rest', async () => {
    const kept = flashcard(card('mariposa'), 3);
    const gone = flashcard(crypto.randomUUID(), 3);
    const { status, body } = await answer(t, ana.token, { reviews: [gone, kept] });
    expect(status).toBe(200);
    expect(body.results[0]).toMatchObject({
      id: gone.id,
      status: 'rejected',
      error: { code: 'WORD_NOT_FOUND' },
      card: null,
    });
    expect(body.results[1]).toMatchObject({ id: kept.id, status: 'applied' });
  });

  it('stops a batch at an answer worth sending again (409), keeping the answers before it; the resend applies the rest', async () => {
    const kai = await learnerWithWords(
      t,
      'kai.busy@example.com',
      dictionary.slice(0, 3).map((row) => row.id),
    );
    const [first, second, third] = kai.words.map((word) => word.id);
    const batch = [0, 1, 2].map((at, index) =>
      flashcard([first, second, third][index]!, 3, new Date(FIXED_NOW.getTime() + at * 1000)),
    );
    // The second answer's write meets a row removed meanwhile (a foreign key gone, as when a word is
    // deleted while its answer is saved): nothing is written for it, and a resend may go in.
    const db = t.database.db;
    await db.execute(
      sql.raw(`create function busy_review() returns trigger language plpgsql as $$ begin
        if new.card_id = '${second}' then raise exception 'removed meanwhile' using errcode = '23503'; end if;
        return new; end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger busy_review before insert on review_log for each row execute function busy_review()',
      ),
    );
    let stopped: Awaited<ReturnType<typeof answer>>;
    try {
      stopped = await answer(t, kai.token, { reviews: batch });
    } finally {
      await db.execute(sql.raw('drop trigger busy_review on review_log'));
      await db.execute(sql.raw('drop function busy_review()'));
    }
    // Not a per-item refusal the device would drop for good: the request's 409, to send again.
    expect(stopped.status).toBe(409);
    expect(stopped.body).toMatchObject({ code: 'CHANGED_MEANWHILE' });
    const logged = await db
      .select({ id: reviewLog.id })
      .from(reviewLog)
      .where(eq(reviewLog.userId, kai.userId));
    expect(logged.map((row) => row.id)).toEqual([batch[0]!.id]);
    const resent = await answer(t, kai.token, { reviews: batch });
    expect(resent.status).toBe(200);
    expect(resent.body.results.map((result) => result.status)).toEqual(['duplicate', 'applied', 'applied']);
  });

  it('refuses a batch answer with text that cannot be stored alone, and applies the answers around it', async () => {
    const ivy = await learnerWithWords(
      t,
      'ivy.nul@example.com',
      dictionary.slice(0, 3).map((row) => row.id),
    );
    const [first, second, third] = ivy.words.map((word) => word.id);
    const unstorable = {
      id: crypto.randomUUID(),
      cardId: second!,
      method: 'typing' as const,
      typed: 'ca\u0000sa',
      durationMs: 3000,
    };
    const batch = [flashcard(first!, 3), unstorable, flashcard(third!, 3)];
    const { status, body } = await answer(t, ivy.token, { reviews: batch });
    expect(status).toBe(200);
    expect(body.results.map((result) => result.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(body.results[1]).toMatchObject({ error: { code: 'INVALID_CHARACTERS' }, card: null });
    const logged = await t.database.db
      .select({ id: reviewLog.id })
      .from(reviewLog)
      .where(eq(reviewLog.userId, ivy.userId));
    expect(logged.map((row) => row.id).sort()).toEqual([batch[0]!.id, batch[2]!.id].sort());
    // Alone, it is the request's refusal, and nothing changes.
    const alone = await answer(t, ivy.token, { ...unstorable, id: crypto.randomUUID() });
    expect(alone.status).toBe(400);
    expect(alone.body).toMatchObject({ code: 'INVALID_CHARACTERS' });
    expect((await cardRow(second!)).reps).toBe(0);
  });

  it('gives one consistent card and two log rows when two devices answer the same card at once', async () => {
    const cardId = card('corazón');
    const [phone, laptop] = await Promise.all([
      answer(t, ana.token, flashcard(cardId, 3)),
      answer(t, ana.token, flashcard(cardId, 1)),
    ]);
    expect([phone.status, laptop.status]).toEqual([200, 200]);
    const log = await logOf(cardId);
    expect(log).toHaveLength(2);
    const row = await cardRow(cardId);
    expect(row.reps).toBe(2);
    // Whichever came second was reviewed on top of the first: its state before is the first's after.
    expect(log.map((entry) => entry.stateBefore).sort()).toEqual([0, 1]);
  });

  // The answer's write goes in only while the card is the version it was worked out from: here another
  // writer holds the card until the answer has read it and waits to write, then changes it (PostgreSQL
  // only: PGlite is one connection, so nothing can hold a card while an answer is read).
  if (kind === 'postgres')
    it('works an answer out again from the card’s new state when it changed between the read and the write', async () => {
      const bea = await learnerWithWords(
        t,
        'bea@example.com',
        dictionary.map((row) => row.id),
      );
      const cardId = bea.words[0]!.id;
      const db = t.database.db;
      let answered: ReturnType<typeof answer> | undefined;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${userWord} where ${userWord.id} = ${cardId} for update`);
        answered = answer(t, bea.token, flashcard(cardId, 3));
        await waitForALockWaiter(db);
        await tx
          .update(userWord)
          .set({
            cardState: 'review',
            status: 'learning',
            reps: 3,
            stability: 10,
            difficulty: 5,
            scheduledDays: 10,
            lastReviewAt: new Date(clock.getTime() - 10 * DAY),
            dueAt: clock,
          })
          .where(eq(userWord.id, cardId));
      });
      const { status, body } = await answered!;
      expect(status).toBe(200);
      expect(body.results[0]!.status).toBe('applied');
      const log = await db.select().from(reviewLog).where(eq(reviewLog.cardId, cardId));
      // Worked out from the card in review (2), not from the new card first read (0).
      expect(log.map((entry) => entry.stateBefore)).toEqual([2]);
      expect((await cardRow(cardId)).reps).toBe(4);
    });

  it('grades multiple choice against the options the session showed, and records a wrong choice', async () => {
    const mira = await learnerWithWords(
      t,
      'mira@example.com',
      dictionary.map((row) => row.id),
    );
    const session = await startSession(t, mira.token, { method: 'multipleChoice' });
    expect(session.status).toBe(201);
    const item = session.body.items[0]!;
    expect(item.method).toBe('multipleChoice');
    expect(item.options).toHaveLength(4);
    const wrong = item.options!.find((option) => option.id !== item.cardId)!;
    const { body } = await answer(t, mira.token, {
      id: crypto.randomUUID(),
      cardId: item.cardId,
      sessionId: session.body.id,
      method: 'multipleChoice',
      chosenOptionId: wrong.id,
    });
    expect(body.results[0]).toMatchObject({
      status: 'applied',
      rating: 1,
      // A new card is asked as recognition: its own option is its meaning.
      grade: {
        correct: false,
        chosenOptionId: wrong.id,
        chosenText: wrong.text,
        answer: item.options!.find((option) => option.id === item.cardId)!.text,
      },
    });
    const [entry] = await t.database.db
      .select()
      .from(reviewLog)
      .where(and(eq(reviewLog.userId, mira.userId), eq(reviewLog.cardId, item.cardId)));
    expect(entry).toMatchObject({
      chosenOptionId: wrong.id,
      chosenText: wrong.text,
      method: 'multipleChoice',
    });

    const second = session.body.items[1]!;
    const notShown = await answer(t, mira.token, {
      id: crypto.randomUUID(),
      cardId: second.cardId,
      sessionId: session.body.id,
      method: 'multipleChoice',
      chosenOptionId: crypto.randomUUID(),
    });
    expect(notShown.status).toBe(400);
    expect(notShown.body.code).toBe('INVALID_OPTION');
    const right = await answer(t, mira.token, {
      id: crypto.randomUUID(),
      cardId: second.cardId,
      sessionId: session.body.id,
      method: 'multipleChoice',
      chosenOptionId: second.cardId,
    });
    expect(right.body.results[0]).toMatchObject({ rating: 3, grade: { correct: true } });
  });

  it('grades typing in tiers with a character diff, and a near-miss that is another of your words as wrong', async () => {
    const tomas = await learnerWithWords(
      t,
      'tomas@example.com',
      dictionary.map((row) => row.id),
    );
    const typed = async (value: string, text: string) => {
      const cardId = tomas.words.find((word) => word.word.value === value)!.id;
      const { body } = await answer(t, tomas.token, {
        id: crypto.randomUUID(),
        cardId,
        method: 'typing',
        typed: text,
      });
      return body.results[0]!;
    };
    expect(await typed('libro', 'libro')).toMatchObject({
      rating: 3,
      grade: { tier: 'exact', correct: true, note: null },
    });
    expect(await typed('gato', ' Gato! ')).toMatchObject({ rating: 3, grade: { tier: 'normalised' } });
    const accents = await typed('corazón', 'corazon');
    expect(accents).toMatchObject({ rating: 3, grade: { tier: 'accents', answer: 'corazón' } });
    expect(accents.grade!.note).toBe('Correct, but mind the accents: corazón.');
    const almost = await typed('mariposa', 'mariposs');
    expect(almost).toMatchObject({ rating: 2, grade: { tier: 'almost', correct: true } });
    expect(almost.grade!.diff).toEqual([
      { kind: 'equal', text: 'maripos' },
      { kind: 'extra', text: 's' },
      { kind: 'missing', text: 'a' },
    ]);
    // A letter replaced in a word of four letters is no typo: "cosa" for "casa" is another word, and
    // one of Tomás's, which the grade names.
    const cosa = await typed('casa', 'cosa');
    expect(cosa).toMatchObject({
      rating: 1,
      grade: { tier: 'wrong', correct: false, otherWord: 'cosa' },
    });
    expect(cosa.grade!.note).toBe('"cosa" is another of your words; the answer is casa.');
    // "pero" is one letter from "perro", but it is another of Tomás's words: a confusion, not a typo.
    const pero = await call(t, tomas.token, '/api/me/words', {
      method: 'POST',
      json: { custom: true, value: 'pero', languageCode: 'es', translations: { en: ['but'] } },
    });
    expect(pero.status).toBe(201);
    expect(await typed('perro', 'pero')).toMatchObject({
      rating: 1,
      grade: { tier: 'wrong', otherWord: 'pero', correct: false },
    });
    // A word of another language one letter away is no confusion: the slip is graded as one.
    const french = await call(t, tomas.token, '/api/me/words', {
      method: 'POST',
      json: { custom: true, value: 'casas', languageCode: 'fr', translations: { en: ['a made-up word'] } },
    });
    expect(french.status).toBe(201);
    expect(await typed('casa', 'casas')).toMatchObject({
      rating: 2,
      grade: { tier: 'almost', otherWord: null, correct: true },
    });
    expect(await typed('perro', 'caballo')).toMatchObject({ rating: 1, grade: { tier: 'wrong' } });
    // Another of Tomás's words meaning "dog" too is right, but not the word asked for: Hard, named.
    const chucho = await call(t, tomas.token, '/api/me/words', {
      method: 'POST',
      json: { custom: true, value: 'chucho', languageCode: 'es', translations: { en: ['mutt; dog'] } },
    });
    expect(chucho.status).toBe(201);
    const synonym = await typed('perro', 'chucho');
    expect(synonym).toMatchObject({
      rating: 2,
      grade: { tier: 'synonym', otherWord: 'chucho', correct: true, answer: 'perro' },
    });
    expect(synonym.grade!.note).toBe(
      'Also right, but this card asks for another word: perro. Counted as Hard.',
    );
    const [entry] = await t.database.db
      .select()
      .from(reviewLog)
      .where(and(eq(reviewLog.userId, tomas.userId), eq(reviewLog.typed, 'caballo')));
    expect(entry).toMatchObject({ typingTier: 'wrong', rating: 1, method: 'typing' });
  });

  it('says an answer typed with an article the accepted form lacks was taken without it', async () => {
    const noa = await learnerWithWords(t, 'noa@example.com', [dictionary[2]!.id]);
    const { body } = await answer(t, noa.token, {
      id: crypto.randomUUID(),
      cardId: noa.words[0]!.id,
      method: 'typing',
      typed: 'el perro',
    });
    expect(body.results[0]).toMatchObject({
      rating: 3,
      grade: {
        tier: 'article',
        correct: true,
        answer: 'perro',
        note: 'Correct; an article or "to" before the word does not count: perro.',
      },
    });
  });

  it('forgives ה typed onto a Hebrew meaning, but not onto a verb’s (הלך, "walked", for לך, "go")', async () => {
    const [vete, casita] = await Promise.all([
      insertWord(t.database.db, {
        value: 've',
        languageCode: 'es',
        definitions: [
          { partOfSpeech: 'verb', definition: 'to move away (the imperative of ir)', examples: [] },
        ],
        translations: { en: ['go'], he: ['לך'] },
        synonyms: [],
      }),
      insertWord(t.database.db, {
        value: 'hogar',
        languageCode: 'es',
        definitions: [{ partOfSpeech: 'noun', definition: 'where one lives', examples: [] }],
        translations: { en: ['home'], he: ['בית'] },
        synonyms: [],
      }),
    ]);
    const dana = await learnerWithWords(t, 'dana@example.com', [vete.id, casita.id]);
    const profile = await call(t, dana.token, '/api/me/profile', {
      method: 'PUT',
      json: { targetLanguageCode: 'es', nativeLanguageCode: 'he' },
    });
    expect(profile.status).toBe(200);
    const typed = async (cardId: string, text: string) =>
      (
        await answer(t, dana.token, {
          id: crypto.randomUUID(),
          cardId,
          method: 'typing',
          direction: 'recognise',
          typed: text,
        })
      ).body.results[0];
    expect(await typed(dana.words[1]!.id, 'הבית')).toMatchObject({
      rating: 3,
      grade: { tier: 'article', correct: true, answer: 'בית' },
    });
    const walked = await typed(dana.words[0]!.id, 'הלך');
    expect(walked).toMatchObject({ grade: { answer: 'לך' } });
    expect(walked?.grade?.tier).not.toBe('article');
    expect(walked?.rating).toBeLessThan(3);
  });

  it('accepts a translation when typing the other way round', async () => {
    const lea = await learnerWithWords(t, 'lea@example.com', [dictionary[4]!.id]);
    const cardId = lea.words[0]!.id;
    const { body } = await answer(t, lea.token, {
      id: crypto.randomUUID(),
      cardId,
      method: 'typing',
      direction: 'recognise',
      typed: 'Book',
    });
    expect(body.results[0]).toMatchObject({ rating: 3, grade: { tier: 'normalised', answer: 'book' } });
  });
});
