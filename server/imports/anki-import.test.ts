import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyWordList } from '~/core/words/my-word';
import { importJob, reviewLog, studyDay, userWord } from '~/server/db/schema';
import { buildAnkiPackage, type PackageLayout, type TestNote } from '~/server/test/anki-deck-builder';
import { testDbKinds } from '~/server/test/databases';
import { importFile, runImports, tempDataDir, upload } from '~/server/test/import-fixtures';
import { call, FIXED_NOW, insertDictionaryWords } from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// Each import starts a reader thread and runs a job: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const day = 86_400_000;
const first = Date.parse('2026-03-02T08:00:00Z');
const at = (offset: number) => new Date(first + offset);

// A deck as a learner of English brings it: a dictionary word with a month of history, an own word
// with HTML and audio, a word twice, a note with nothing in its first field, and a new card.
const deck = (): TestNote[] => [
  {
    fields: ['lexeme-00', 'a thing'],
    // "Vocab" is "vocab" again, as a word's tags are compared: kept once.
    tags: ['vocab', 'week1', 'Vocab'],
    reviews: [
      { at: at(0), ease: 3, type: 0, ivl: -600 },
      { at: at(10 * 60_000), ease: 3, type: 0, ivl: 1 },
      { at: at(day), ease: 3, ivl: 3 },
      { at: at(4 * day), ease: 1, ivl: 1 },
      { at: at(4 * day + 60_000), ease: 0, type: 4, ivl: 2 },
      { at: at(5 * day), ease: 3, type: 2, ivl: 2 },
    ],
  },
  {
    fields: ['<b>gato</b>&nbsp;[sound:gato.mp3]', '<div>cat</div>'],
    reviews: [{ at: at(2 * day), ease: 4, type: 0, ivl: 4 }],
  },
  { fields: ['Gato', 'cat again'] },
  { fields: ['', 'nothing on the front'] },
  { fields: ['zebra-unknown', ''] },
  { fields: ['lexeme-01', 'another thing'] },
];

describe.each(testDbKinds)('Anki import (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: tempDataDir() });
    t.deps.now = () => FIXED_NOW;
    await insertDictionaryWords(t, 3);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each<PackageLayout>(['anki21b', 'anki21', 'anki2'])(
    'imports a %s deck: words linked to the dictionary, own words, history replayed, duplicates skipped',
    async (layout) => {
      const learner = await t.createVerifiedUser(`${layout}@example.com`);
      const data = await buildAnkiPackage({
        layout,
        notes: deck(),
        media: { 'gato.mp3': Buffer.from('ID3 sound') },
      });
      const job = await importFile(t, learner.token, { data, name: 'Spanish.apkg' }, { language: 'en' });
      expect(job).toMatchObject({
        status: 'done',
        format: 'anki',
        progress: 1,
        counts: { notes: 6, words: 3, reviews: 6, duplicates: 1, skipped: 2, overLimit: 0 },
        message: null,
        code: null,
      });
      // The deck's size, told by the reader as it opens it, is what the progress bar counts against.
      const [row] = await t.database.db.select().from(importJob).where(eq(importJob.id, job.id));
      expect(row?.total).toBe(6);

      const words = await call<MyWordList>(t, learner.token, '/api/me/words?limit=50');
      const byValue = Object.fromEntries(words.body.items.map((word) => [word.word.value, word]));
      expect(Object.keys(byValue).sort()).toEqual(['gato', 'lexeme-00', 'lexeme-01']);
      expect(byValue['lexeme-00']).toMatchObject({
        custom: false,
        tags: ['vocab', 'week1'],
        status: 'learning',
      });
      expect(byValue['lexeme-00']!.globalWordId).not.toBeNull();
      expect(byValue['lexeme-00']!.word.definitions.length).toBeGreaterThan(0);
      expect(byValue.gato).toMatchObject({
        custom: true,
        globalWordId: null,
        word: { definitions: [{ definition: 'cat' }] },
      });
      expect(JSON.stringify(byValue.gato)).not.toContain('sound:');
      expect(byValue['lexeme-01']!.status).toBe('new');

      const lexemeId = byValue['lexeme-00']!.id;
      const [card] = await t.database.db.select().from(userWord).where(eq(userWord.id, lexemeId));
      expect(card).toMatchObject({ reps: 5, lapses: 1, cardState: 'review' });
      expect(card!.lastReviewAt?.toISOString()).toBe(at(5 * day).toISOString());
      const log = await t.database.db
        .select()
        .from(reviewLog)
        .where(and(eq(reviewLog.userId, learner.userId), eq(reviewLog.cardId, lexemeId)))
        .orderBy(asc(reviewLog.reviewedAt));
      expect(log.map((row) => [row.reviewedAt.toISOString(), row.rating, row.stateBefore])).toEqual([
        [at(0).toISOString(), 3, 0],
        [at(10 * 60_000).toISOString(), 3, 1],
        [at(day).toISOString(), 3, 2],
        [at(4 * day).toISOString(), 1, 2],
        [at(5 * day).toISOString(), 3, 3],
      ]);
      const days = await t.database.db.select().from(studyDay).where(eq(studyDay.userId, learner.userId));
      expect(days.reduce((sum, row) => sum + row.reviews, 0)).toBe(6);
      expect(days.find((row) => row.day === '2026-03-02')).toMatchObject({
        reviews: 2,
        newCards: 1,
        againCount: 0,
      });
    },
  );

  it('counts the answers to mature cards of each imported study day, as true retention reads them, and keeps its first answer', async () => {
    const learner = await t.createVerifiedUser('mature@example.com');
    // Months of answers to one card: its intervals pass three weeks, then it is forgotten once. All
    // before the import (answers dated after it are a clock's fault, left out).
    const days = [0, 3, 10, 30, 80, 200, 500, 900].map((offset) => offset - 900);
    const data = await buildAnkiPackage({
      layout: 'anki21b',
      notes: [
        {
          fields: ['lexeme-00', 'a thing'],
          reviews: days.map((offset, i) => ({ at: at(offset * day), ease: i === days.length - 1 ? 1 : 3 })),
        },
        // Answered a minute before the first card on two of its days: those days' first answers.
        {
          fields: ['lexeme-01', 'another thing'],
          reviews: [days[0]!, days[1]!].map((offset) => ({ at: at(offset * day - 60_000), ease: 3 })),
        },
      ],
    });
    const job = await importFile(t, learner.token, { data, name: 'deck.apkg' }, { language: 'en' });
    expect(job).toMatchObject({ status: 'done', counts: { reviews: days.length + 2 } });
    const log = await t.database.db.select().from(reviewLog).where(eq(reviewLog.userId, learner.userId));
    const expected = new Map<string, { matureReviews: number; maturePassed: number; firstAnswerAt: Date }>();
    for (const row of log) {
      const counts = expected.get(row.studyDay) ?? {
        matureReviews: 0,
        maturePassed: 0,
        firstAnswerAt: row.reviewedAt,
      };
      if (row.reviewedAt < counts.firstAnswerAt) counts.firstAnswerAt = row.reviewedAt;
      if (row.scheduledDaysBefore >= 21) {
        counts.matureReviews++;
        if (row.rating !== 1) counts.maturePassed++;
      }
      expected.set(row.studyDay, counts);
    }
    const mature = [...expected.values()].reduce((sum, counts) => sum + counts.matureReviews, 0);
    expect(mature).toBeGreaterThanOrEqual(3);
    const written = await t.database.db
      .select({
        day: studyDay.day,
        matureReviews: studyDay.matureReviews,
        maturePassed: studyDay.maturePassed,
        firstAnswerAt: studyDay.firstAnswerAt,
      })
      .from(studyDay)
      .where(eq(studyDay.userId, learner.userId));
    expect(new Map(written.map(({ day: studied, ...counts }) => [studied, counts]))).toEqual(expected);
    // The second card's answers are the first of their days, ahead of the first card's.
    expect(written.map((row) => row.firstAnswerAt?.getTime())).toEqual(
      expect.arrayContaining([at(days[0]! * day - 60_000).getTime(), at(days[1]! * day - 60_000).getTime()]),
    );
  });

  it('resumes a job whose process died without writing anything twice', async () => {
    const learner = await t.createVerifiedUser('resume@example.com');
    const data = await buildAnkiPackage({ layout: 'anki21b', notes: deck() });
    const job = await importFile(t, learner.token, { data, name: 'deck.apkg' });
    const words = async () =>
      (await t.database.db.select().from(userWord).where(eq(userWord.userId, learner.userId))).length;
    const reviews = async () =>
      (await t.database.db.select().from(reviewLog).where(eq(reviewLog.userId, learner.userId))).length;
    const totals = async () =>
      (await t.database.db.select().from(studyDay).where(eq(studyDay.userId, learner.userId))).map(
        (row) => row.reviews,
      );
    const before = { words: await words(), reviews: await reviews(), totals: await totals() };

    // As if the process died after its last batch, before marking the job done; the file is still there.
    const file = `${tempDataDir()}/again.upload`;
    await import('node:fs/promises').then((fs) => fs.writeFile(file, data));
    await t.database.db
      .update(importJob)
      .set({
        status: 'running',
        leaseExpiresAt: new Date(FIXED_NOW.getTime() - 1),
        filePath: file,
        finishedAt: null,
      })
      .where(eq(importJob.id, job.id));
    expect(await runImports(t)).toBe(1);
    const again = await call<typeof job>(t, learner.token, `/api/me/imports/${job.id}`);
    expect(again.body).toMatchObject({ status: 'done', counts: job.counts });
    expect({ words: await words(), reviews: await reviews(), totals: await totals() }).toEqual(before);
  });

  it('keeps the first words that fit the plan limit, in deck order, and says how to get more', async () => {
    const learner = await t.createVerifiedUser('limit@example.com');
    const notes = Array.from({ length: 25 }, (_, i) => ({
      fields: [`word-${String(i).padStart(2, '0')}`, `meaning ${i}`],
    }));
    const job = await importFile(t, learner.token, {
      data: await buildAnkiPackage({ layout: 'anki2', notes }),
      name: 'big.apkg',
    });
    expect(job.counts).toMatchObject({ notes: 25, words: 20, overLimit: 5 });
    expect(job.limit).toEqual({ limit: 20, tier: 'regularUser', upgradeUrl: '/pricing' });
    expect(job.message).toBe(
      '5 words were left out: your plan keeps up to 20 words. Upgrade to Pro (/pricing) to keep more, then import the file again: the words you have are skipped.',
    );
    const kept = await t.database.db.select().from(userWord).where(eq(userWord.userId, learner.userId));
    expect(kept.map((row) => row.word.value).sort()).toEqual(
      notes.slice(0, 20).map((note) => note.fields[0]),
    );
  });

  it('previews note types with their fields, and imports with the fields the learner chose', async () => {
    const learner = await t.createVerifiedUser('mapping@example.com');
    const vocab = { id: 1_700_000_000_001, name: 'Vocab (3 fields)', fields: ['Meaning', 'Picture', 'Word'] };
    const data = await buildAnkiPackage({
      layout: 'anki21b',
      noteTypes: [vocab],
      notes: [{ fields: ['house', '<img src="h.png">', 'casa'] }, { fields: ['dog', '', 'perro'] }],
    });
    const preview = await upload(t, learner.token, { data, name: 'v.apkg' }, {}, '/api/me/imports/preview');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({
      format: 'anki',
      notes: 2,
      noteTypes: [
        {
          id: String(vocab.id),
          name: vocab.name,
          fields: vocab.fields,
          notes: 2,
          samples: [
            ['house', '', 'casa'],
            ['dog', '', 'perro'],
          ],
        },
      ],
    });
    const mapping = JSON.stringify({ noteTypes: { [vocab.id]: { word: 2, meaning: 0 } } });
    const job = await importFile(t, learner.token, { data, name: 'v.apkg' }, { mapping, language: 'es' });
    expect(job.counts).toMatchObject({ words: 2 });
    const words = await t.database.db.select().from(userWord).where(eq(userWord.userId, learner.userId));
    expect(words.map((row) => [row.word.value, row.word.languageCode])).toEqual(
      expect.arrayContaining([
        ['casa', 'es'],
        ['perro', 'es'],
      ]),
    );
  });
});
