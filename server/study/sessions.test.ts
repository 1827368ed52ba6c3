import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyLimits } from '~/core/plans/my-limits';
import type { StudySettings } from '~/core/study/study-settings';
import { studySession, userProfile, userWord } from '~/server/db/schema';
import { insertWord } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import { addDictionaryWord, call, FIXED_NOW, metadataTotals } from '~/server/test/learner-fixtures';
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

describe.each(testDbKinds)('study settings and sessions API (%s)', (kind) => {
  let t: TestApp;
  let clock: Date;
  let dictionary: Awaited<ReturnType<typeof insertSpanishNouns>>;
  const setSettings = (token: string, json: Partial<StudySettings>) =>
    call<StudySettings>(t, token, '/api/me/settings', { method: 'PUT', json });

  // A learner with six new words whose plan allows `maxSessions` study sittings a month.
  const learnerLimitedTo = async (email: string, maxSessions: number) => {
    const learner = await learnerWithWords(
      t,
      email,
      dictionary.slice(0, 6).map((row) => row.id),
    );
    await t.database.db
      .update(userProfile)
      .set({ regularUserConstraints: [{ collectionName: 'studySessions', maxValue: maxSessions }] })
      .where(eq(userProfile.userId, learner.userId));
    return learner;
  };
  const sessionsUsed = async (token: string) =>
    (await call<MyLimits>(t, token, '/api/me/limits')).body.limits.studySessions.used;

  beforeAll(async () => {
    t = await createTestApp(kind);
    clock = FIXED_NOW;
    t.deps.now = () => clock;
    dictionary = await insertSpanishNouns(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps study settings: defaults, partial changes, and refusals that change nothing', async () => {
    const eva = await t.createVerifiedUser('eva@example.com');
    const defaults = await call<StudySettings>(t, eva.token, '/api/me/settings');
    expect(defaults.body).toEqual({
      desiredRetention: 0.9,
      newCardsPerDay: 20,
      maxReviewsPerDay: 200,
      timeZone: 'UTC',
      fsrsParameters: null,
    });
    const changed = await setSettings(eva.token, { desiredRetention: 0.85, timeZone: 'Asia/Jerusalem' });
    expect(changed.body).toEqual({
      desiredRetention: 0.85,
      newCardsPerDay: 20,
      maxReviewsPerDay: 200,
      timeZone: 'Asia/Jerusalem',
      fsrsParameters: null,
    });
    const tooHigh = await setSettings(eva.token, { desiredRetention: 0.99 });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.message).toBe('desiredRetention: Desired retention must be between 0.80 and 0.97');
    const badZone = await setSettings(eva.token, { timeZone: 'Mars/Olympus' });
    expect(badZone.body.message).toBe('timeZone: Time zone must be an IANA name such as Europe/London');
    expect((await call<StudySettings>(t, eva.token, '/api/me/settings')).body.desiredRetention).toBe(0.85);
  });

  it('queues new words oldest first up to the daily allowance, each with its four intervals', async () => {
    const ines = await learnerWithWords(
      t,
      'ines@example.com',
      dictionary.map((row) => row.id),
      () => {
        clock = new Date(clock.getTime() + 1000);
      },
    );
    // A minute after the words were added, the same study day: an answer cannot predate its card.
    clock = new Date(FIXED_NOW.getTime() + 60_000);
    await setSettings(ines.token, { newCardsPerDay: 5 });
    const { status, body } = await startSession(t, ines.token, { method: 'flashcards' });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      scope: 'due',
      method: 'flashcards',
      studyDay: '2026-11-23',
      counts: { learning: 0, review: 0, new: 5 },
      allowance: { newCards: 5, total: 200 },
    });
    expect(body.items.map((item) => item.word.value)).toEqual(['casa', 'cosa', 'perro', 'gato', 'libro']);
    const first = body.items[0]!;
    expect(first).toMatchObject({
      method: 'flashcards',
      wordStatus: 'new',
      card: { state: 'new', due: null, reps: 0 },
    });
    // A new word is asked first as recognition: the word is shown, its meaning answered.
    expect(first).toMatchObject({
      direction: 'recognise',
      prompt: { kind: 'word', text: 'casa', language: 'es' },
    });
    const { again, hard, good, easy } = first.intervals;
    expect(again.intervalMs).toBeLessThan(hard.intervalMs);
    expect(hard.intervalMs).toBeLessThan(good.intervalMs);
    expect(good.intervalMs).toBeLessThan(easy.intervalMs);
    // Started but not answered yet: nothing counted.
    expect(await metadataTotals(t, ines.userId)).toMatchObject({ studySessions: 0 });
    await answer(t, ines.token, { ...flashcard(first.cardId, 3), sessionId: body.id! });
    expect(await metadataTotals(t, ines.userId)).toMatchObject({ studySessions: 1 });
  });

  it('puts due cards first, most overdue relative to their interval, then new words; nothing due starts nothing', async () => {
    const omar = await learnerWithWords(t, 'omar@example.com', [
      dictionary[0]!.id,
      dictionary[1]!.id,
      dictionary[2]!.id,
    ]);
    const [casa, cosa, perro] = omar.words;
    // casa: 3 days late on a 2-day interval; cosa: 5 days late on a 60-day interval.
    const review = (id: string, intervalDays: number, lateDays: number) =>
      t.database.db
        .update(userWord)
        .set({
          cardState: 'review',
          stability: intervalDays,
          difficulty: 5,
          scheduledDays: intervalDays,
          reps: 3,
          lastReviewAt: new Date(FIXED_NOW.getTime() - (intervalDays + lateDays) * DAY),
          dueAt: new Date(FIXED_NOW.getTime() - lateDays * DAY),
          status: 'learning',
        })
        .where(eq(userWord.id, id));
    await review(casa!.id, 2, 3);
    await review(cosa!.id, 60, 5);
    const { body } = await startSession(t, omar.token, { method: 'flashcards' });
    expect(body.items.map((item) => item.cardId)).toEqual([casa!.id, cosa!.id, perro!.id]);
    expect(body.counts).toEqual({ learning: 0, review: 2, new: 1 });

    const later = await startSession(t, omar.token, { method: 'flashcards', scope: 'new', limit: 1 });
    expect(later.body.items.map((item) => item.cardId)).toEqual([perro!.id]);

    // Studied everything: nothing is due until the next card's due time, and no session is counted.
    for (const word of omar.words) await answer(t, omar.token, flashcard(word.id, 4));
    const before = await metadataTotals(t, omar.userId);
    clock = new Date(FIXED_NOW.getTime() + HOUR);
    const none = await startSession(t, omar.token, { method: 'flashcards' });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ id: null, items: [] });
    expect(Date.parse(none.body.nextDue!)).toBeGreaterThan(clock.getTime());
    // No new words left: nothing in that scope ever falls due (a review card's due time, often already
    // past, read as "today's limits are used up").
    const noNewWords = await startSession(t, omar.token, { method: 'flashcards', scope: 'new' });
    expect(noNewWords.body).toMatchObject({ id: null, items: [], nextDue: null });
    expect(await metadataTotals(t, omar.userId)).toEqual(before);
    clock = FIXED_NOW;
  });

  it('takes the most overdue cards when more are due than the session holds, not the earliest due', async () => {
    const ids = dictionary.slice(0, 6).map((word) => word.id);
    const rosa = await learnerWithWords(t, 'rosa@example.com', ids);
    const [a, b, c, d, e] = rosa.words;
    const set = (id: string, state: 'review' | 'learning', intervalDays: number, lateDays: number) =>
      t.database.db
        .update(userWord)
        .set({
          cardState: state,
          stability: intervalDays,
          difficulty: 5,
          scheduledDays: Math.round(intervalDays),
          reps: 3,
          lastReviewAt: new Date(FIXED_NOW.getTime() - (intervalDays + lateDays) * DAY),
          dueAt: new Date(FIXED_NOW.getTime() - lateDays * DAY),
          status: 'learning',
        })
        .where(eq(userWord.id, id));
    // Overdue ratios: d 2.0, a 1.5, c 1.0, b 0.08; by due date alone the order would be d, b, a, c.
    await set(a!.id, 'review', 2, 3);
    await set(b!.id, 'review', 60, 5);
    await set(c!.id, 'review', 1, 1);
    await set(d!.id, 'review', 10, 20);
    // A learning step an hour away is beyond the learn-ahead: not due yet.
    await set(e!.id, 'learning', 1 / 24, -1 / 24);
    const { body } = await startSession(t, rosa.token, { method: 'flashcards', limit: 3 });
    expect(body.items.map((item) => item.cardId)).toEqual([d!.id, a!.id, c!.id]);
    expect(body.counts).toEqual({ learning: 0, review: 3, new: 0 });
  });

  it('studies one study set, and refuses a set that is not yours', async () => {
    const pia = await learnerWithWords(t, 'pia@example.com', [
      dictionary[3]!.id,
      dictionary[4]!.id,
      dictionary[5]!.id,
    ]);
    const set = await call<{ id: string }>(t, pia.token, '/api/me/study-sets', {
      method: 'POST',
      json: { name: 'Animals' },
    });
    await call(t, pia.token, `/api/me/study-sets/${set.body.id}/words/${pia.words[0]!.id}`, {
      method: 'PUT',
    });
    const { body } = await startSession(t, pia.token, {
      method: 'flashcards',
      scope: 'studySet',
      studySetId: set.body.id,
    });
    expect(body.items.map((item) => item.word.value)).toEqual(['gato']);
    expect(body.studySetId).toBe(set.body.id);

    const ben = await t.createVerifiedUser('ben.sets@example.com');
    const foreign = await startSession(t, ben.token, {
      method: 'flashcards',
      scope: 'studySet',
      studySetId: set.body.id,
    });
    expect(foreign.status).toBe(404);
    const missing = await startSession(t, pia.token, { method: 'flashcards', scope: 'studySet' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('studySetId: Choose the study set to study');
  });

  it('counts sittings against the monthly limit: answered ones only, one for every method within 30 minutes', async () => {
    const uma = await learnerLimitedTo('uma@example.com', 2);
    const used = () => sessionsUsed(uma.token);
    const studyOne = async (method: string) => {
      const session = await startSession(t, uma.token, { method, limit: 1 });
      expect(session.status).toBe(201);
      const cardId = session.body.items[0]!.cardId;
      await answer(t, uma.token, { ...flashcard(cardId, 1), sessionId: session.body.id! });
      return session.body;
    };
    clock = new Date('2026-11-30T10:00:00.000Z');
    // Opened and left without an answer, three times: nothing counts.
    for (const _ of [1, 2, 3]) await startSession(t, uma.token, { method: 'flashcards' });
    expect(await used()).toBe(0);

    await studyOne('flashcards');
    expect(await used()).toBe(1);
    // Another method 30 minutes after the last answer: the same sitting.
    clock = new Date('2026-11-30T10:30:00.000Z');
    await studyOne('multipleChoice');
    expect(await used()).toBe(1);
    // 30 minutes and one second after that answer: a new sitting.
    clock = new Date('2026-11-30T11:00:01.000Z');
    await studyOne('flashcards');
    expect(await used()).toBe(2);
    expect(await metadataTotals(t, uma.userId)).toMatchObject({ studySessions: 2 });

    // The limit is reached: continuing the sitting is still allowed, a new one is refused.
    clock = new Date('2026-11-30T11:20:00.000Z');
    expect((await startSession(t, uma.token, { method: 'typing' })).status).toBe(201);
    clock = new Date('2026-11-30T12:00:00.000Z');
    const refused = await startSession(t, uma.token, { method: 'flashcards' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'LIMIT_REACHED',
      message:
        'You have used all 2 study sessions of this month. Upgrade to Pro for up to 10,000 study sessions a month, or study again when they renew on 1 December at 04:00.',
      details: {
        collection: 'studySessions',
        limit: 2,
        tier: 'regularUser',
        renewsAt: '2026-12-01T04:00:00.000Z',
      },
    });
    // 1 December, 05:00 UTC: a new study month.
    clock = new Date('2026-12-01T05:00:00.000Z');
    expect((await startSession(t, uma.token, { method: 'flashcards' })).status).toBe(201);
    clock = FIXED_NOW;
  });

  it('counts sessions started together one short of the limit as one sitting, whichever is answered', async () => {
    const vic = await learnerLimitedTo('vic.sittings@example.com', 2);
    const used = () => sessionsUsed(vic.token);
    const answerIn = async (session: { id?: string | null; items: { cardId: string }[] }) => {
      const sent = await answer(t, vic.token, {
        ...flashcard(session.items[0]!.cardId, 3),
        sessionId: session.id!,
      });
      expect(sent.status).toBe(200);
    };
    clock = new Date('2026-11-30T08:00:00.000Z');
    const first = await startSession(t, vic.token, { method: 'flashcards', limit: 1 });
    await answerIn(first.body);
    expect(await used()).toBe(1);

    // An hour later, one sitting short of the limit: three sessions started (three tabs), then two
    // more minutes apart; each passes the check, since none is answered yet.
    const started = [];
    for (const minute of [0, 1, 2, 40, 41]) {
      clock = new Date(Date.parse('2026-11-30T09:00:00.000Z') + minute * 60_000);
      const session = await startSession(t, vic.token, { method: 'typing', limit: 1 });
      expect(session.status).toBe(201);
      started.push(session.body);
    }
    // All answered, oldest first, each over 30 minutes after the one before: one more sitting, not five.
    for (const [index, session] of started.entries()) {
      clock = new Date(Date.parse('2026-11-30T10:00:00.000Z') + index * 31 * 60_000);
      await answerIn(session);
    }
    expect(await used()).toBe(2);
    expect(await metadataTotals(t, vic.userId)).toMatchObject({ studySessions: 2 });
    clock = new Date('2026-11-30T15:00:00.000Z');
    expect((await startSession(t, vic.token, { method: 'flashcards' })).status).toBe(403);
    clock = FIXED_NOW;
  });

  it('turns the study-session month at 04:00 on the 1st in the learner’s zone, and the refusal says so', async () => {
    const wes = await learnerLimitedTo('wes.renewal@example.com', 1);
    await setSettings(wes.token, { timeZone: 'America/New_York' });
    clock = new Date('2026-11-30T15:00:00.000Z');
    const first = await startSession(t, wes.token, { method: 'flashcards', limit: 1 });
    await answer(t, wes.token, { ...flashcard(first.body.items[0]!.cardId, 3), sessionId: first.body.id! });

    // 00:30 on 1 December in New York: the calendar says December, the study month is still November.
    clock = new Date('2026-12-01T05:30:00.000Z');
    const refused = await startSession(t, wes.token, { method: 'flashcards' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'You have used all 1 study sessions of this month. Upgrade to Pro for up to 10,000 study sessions a month, or study again when they renew on 1 December at 04:00.',
    );
    const limits = await call<MyLimits>(t, wes.token, '/api/me/limits');
    expect(limits.body.limits.studySessions).toMatchObject({ used: 1, renewsAt: '2026-12-01T09:00:00.000Z' });

    // 04:01 local: December's sessions.
    clock = new Date('2026-12-01T09:01:00.000Z');
    expect((await startSession(t, wes.token, { method: 'flashcards' })).status).toBe(201);
    clock = FIXED_NOW;
  });

  it('opens a new sitting after the month turns, rather than joining one that ran past it', async () => {
    const xia = await learnerWithWords(
      t,
      'xia.month-turn@example.com',
      dictionary.slice(0, 3).map((row) => row.id),
    );
    await setSettings(xia.token, { timeZone: 'America/New_York' });
    const used = () => sessionsUsed(xia.token);
    const sittingOf = async (id: string) => {
      const [row] = await t.database.db
        .select({ sittingId: studySession.sittingId, month: studySession.month })
        .from(studySession)
        .where(eq(studySession.id, id));
      return row;
    };
    // Opened at 23:30 on 31 March (New York, summer time), last answered at 03:50 on 1 April: still
    // March's study day.
    clock = new Date('2027-04-01T03:30:00.000Z');
    const march = await startSession(t, xia.token, { method: 'flashcards', limit: 1 });
    clock = new Date('2027-04-01T07:50:00.000Z');
    await answer(t, xia.token, { ...flashcard(march.body.items[0]!.cardId, 3), sessionId: march.body.id! });
    expect(await used()).toBe(1);

    // 04:10 on 1 April, 20 minutes after that answer: April's first sitting, not March's continued.
    clock = new Date('2027-04-01T08:10:00.000Z');
    const april = await startSession(t, xia.token, { method: 'typing', limit: 1 });
    expect(april.status).toBe(201);
    await answer(t, xia.token, {
      ...flashcard(april.body.items[0]!.cardId, 3),
      sessionId: april.body.id!,
    });
    expect(await sittingOf(april.body.id!)).toEqual({ sittingId: null, month: '2027-04' });
    expect(await used()).toBe(1);
    // March still counts its one sitting.
    clock = new Date('2027-04-01T07:55:00.000Z');
    expect(await used()).toBe(1);
    clock = FIXED_NOW;
  });

  it('studies the named cards again now, in the order named, and only the learner’s own', async () => {
    const ida = await learnerWithWords(
      t,
      'ida@example.com',
      dictionary.slice(0, 3).map((row) => row.id),
    );
    const other = await learnerWithWords(t, 'ole@example.com', [dictionary[0]!.id]);
    const first = await startSession(t, ida.token, { method: 'flashcards' });
    const [a, b, c] = first.body.items.map((item) => item.cardId);
    for (const cardId of [a!, b!, c!]) {
      await answer(t, ida.token, { ...flashcard(cardId, cardId === b ? 3 : 1), sessionId: first.body.id! });
    }
    const again = await startSession(t, ida.token, {
      method: 'typing',
      scope: 'cards',
      cardIds: [c, a, other.words[0]!.id],
    });
    expect(again.status).toBe(201);
    expect(again.body.scope).toBe('cards');
    expect(again.body.items.map((item) => item.cardId)).toEqual([c, a]);
    const missing = await startSession(t, ida.token, { method: 'typing', scope: 'cards' });
    expect(missing.body.message).toBe('cardIds: Choose the cards to study');
    const stray = await startSession(t, ida.token, { method: 'typing', cardIds: [a] });
    expect(stray.body.message).toBe('cardIds: cardIds go with scope "cards"');
  });

  it('resets the new-word allowance at 04:00 in the learner’s time zone', async () => {
    // The words are added before the answers (an answer cannot predate its card).
    clock = new Date('2026-11-23T08:00:00.000Z');
    const noa = await learnerWithWords(
      t,
      'noa@example.com',
      dictionary.slice(0, 4).map((row) => row.id),
    );
    await setSettings(noa.token, { newCardsPerDay: 2, timeZone: 'America/New_York' });
    // 23 November, 03:30 in New York is still the study day of the 22nd.
    clock = new Date('2026-11-23T08:30:00.000Z');
    const early = await startSession(t, noa.token, { method: 'flashcards' });
    expect(early.body.studyDay).toBe('2026-11-22');
    for (const item of early.body.items) await answer(t, noa.token, flashcard(item.cardId, 4));
    clock = new Date('2026-11-23T08:59:00.000Z');
    const stillThe22nd = await startSession(t, noa.token, { method: 'flashcards', scope: 'new' });
    expect(stillThe22nd.body).toMatchObject({ id: null, allowance: { newCards: 0 } });
    clock = new Date('2026-11-23T09:01:00.000Z');
    const the23rd = await startSession(t, noa.token, { method: 'flashcards', scope: 'new' });
    expect(the23rd.body).toMatchObject({
      studyDay: '2026-11-23',
      allowance: { newCards: 2 },
      counts: { new: 2 },
    });
    clock = FIXED_NOW;
  });

  it('asks multiple choice with exactly four distinct options, and a flashcard when three fair ones cannot be found', async () => {
    const zoe = await learnerWithWords(
      t,
      'zoe@example.com',
      dictionary.map((row) => row.id),
    );
    const { body } = await startSession(t, zoe.token, { method: 'multipleChoice' });
    for (const item of body.items) {
      expect(item.method).toBe('multipleChoice');
      expect(item.options).toHaveLength(4);
      expect(new Set(item.options!.map((option) => option.text.toLowerCase())).size).toBe(4);
      // New words, asked as recognition: the word is shown and the options are meanings.
      expect(item.options!.filter((option) => option.id === item.cardId)).toEqual([
        { id: item.cardId, text: item.word.translations.en![0] },
      ]);
      expect(item).toMatchObject({ direction: 'recognise', prompt: { kind: 'word', text: item.word.value } });
      expect(item.answerLanguage).toBe('en');
    }

    // One Italian word of her own and none in the dictionary: no fair distractors, so a flashcard.
    await call(t, zoe.token, '/api/me/words', {
      method: 'POST',
      json: { custom: true, value: 'finestra', languageCode: 'it', translations: { en: ['window'] } },
    });
    const italian = await startSession(t, zoe.token, { method: 'multipleChoice', scope: 'new', limit: 50 });
    const finestra = italian.body.items.find((item) => item.word.value === 'finestra')!;
    expect(finestra).toMatchObject({ method: 'flashcards', options: null });
  });

  it('fills multiple choice from the dictionary when the learner has few words, never with a synonym', async () => {
    const pedro = await t.createVerifiedUser('pedro@example.com');
    await call(t, pedro.token, '/api/me/profile', { method: 'PUT', json: { nativeLanguageCode: 'en' } });
    const car = await insertWord(t.database.db, {
      value: 'automobile',
      definitions: [{ partOfSpeech: 'noun', definition: 'a motor vehicle with four wheels', examples: [] }],
      translations: {},
      synonyms: ['car', 'auto'],
    });
    for (const value of ['car', 'auto', 'bicycle', 'train', 'river', 'window']) {
      await insertWord(t.database.db, {
        value,
        definitions: [{ partOfSpeech: 'noun', definition: `the ${value}`, examples: [] }],
        translations: {},
        synonyms: [],
      });
    }
    await addDictionaryWord(t, pedro.token, car.id);
    const { body } = await startSession(t, pedro.token, { method: 'multipleChoice' });
    const texts = body.items[0]!.options!.map((option) => option.text);
    expect(texts).toHaveLength(4);
    expect(texts).toContain('automobile');
    expect(texts).not.toContain('car');
    expect(texts).not.toContain('auto');
    expect(body.items[0]!.prompt).toEqual({
      kind: 'definition',
      text: 'a motor vehicle with four wheels',
      language: 'en',
    });
  });

  it('asks a new word first as recognition, then the session’s way, typing in the answer’s language', async () => {
    const ivo = await learnerWithWords(t, 'ivo@example.com', [dictionary[5]!.id]);
    const first = await startSession(t, ivo.token, { method: 'typing' });
    expect(first.body.items[0]).toMatchObject({
      method: 'typing',
      direction: 'recognise',
      prompt: { kind: 'word', text: 'corazón', language: 'es' },
      answerLanguage: 'en',
    });
    await answer(t, ivo.token, {
      id: crypto.randomUUID(),
      cardId: first.body.items[0]!.cardId,
      sessionId: first.body.id,
      method: 'typing',
      direction: 'recognise',
      typed: 'heart',
    });
    // Recognised once: from now on produced (the meaning shown, the word typed), unless asked to recognise.
    clock = new Date(FIXED_NOW.getTime() + HOUR);
    const recall = await startSession(t, ivo.token, { method: 'typing' });
    expect(recall.body.items[0]).toMatchObject({
      direction: 'recall',
      prompt: { kind: 'translation', text: 'heart' },
      answerLanguage: 'es',
    });
    const recognise = await startSession(t, ivo.token, { method: 'typing', direction: 'recognise' });
    expect(recognise.body.items[0]).toMatchObject({
      direction: 'recognise',
      prompt: { kind: 'word', text: 'corazón', language: 'es' },
      answerLanguage: 'en',
    });
    clock = FIXED_NOW;
    const [row] = await t.database.db
      .select({ n: userWord.id })
      .from(userWord)
      .where(and(eq(userWord.userId, ivo.userId)));
    expect(row).toBeDefined();
  });
});
