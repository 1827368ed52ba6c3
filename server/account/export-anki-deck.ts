import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import yazl from 'yazl';
import { translationGroups } from '~/core/dictionary/word-values';
import { noteFieldText } from '~/core/imports/note-text';
import { studyDayOf, studyDayStart } from '~/core/study/day-boundary';
import { defaultStudySettings } from '~/core/study/study-settings';
import { meaningOf } from '~/core/words/word-meaning';
import type { Db } from '~/server/db/client';
import { userWord } from '~/server/db/schema';
import { findLearnerProfile } from '~/server/profile/learner-profile-row';
import { reviewLogPages } from '~/server/study/review-log-rows';
import {
  ANKI_SCHEMA_11,
  defaultDeckConfig,
  VOCABLY_DECK_ID,
  VOCABLY_NOTE_TYPE_ID,
  vocablyDecks,
  vocablyModels,
} from './anki-collection-schema';

let sqlJs: Promise<SqlJsStatic> | undefined;

const DAY_MS = 86_400_000;
// Anki's card types and queues: new, learning, review, relearning (queue 1 is intraday learning).
const cardTypes = { new: [0, 0], learning: [1, 1], review: [2, 2], relearning: [3, 1] } as const;
// The review log's state before the answer (0 new, 1 learning, 2 review, 3 relearning) as Anki's
// revlog type (0 learn, 1 review, 2 relearn).
const revlogType = [0, 0, 1, 2];

/** Anki's note checksum: the first 8 hex digits of the SHA-1 of the sort field's text. */
const checksum = (text: string) =>
  Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);

/** A timestamp id not taken yet (Anki's ids are milliseconds, unique per table). */
function uniqueIds() {
  const taken = new Set<number>();
  return (wanted: number) => {
    let id = wanted;
    while (taken.has(id)) id++;
    taken.add(id);
    return id;
  };
}

function zip(entries: { name: string; data: Uint8Array }[]): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (const entry of entries) archive.addBuffer(Buffer.from(entry.data), entry.name);
  archive.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    archive.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on('error', reject);
  });
}

/**
 * GET /api/me/export.apkg: the learner's words as an Anki deck "Vocably" (a note per word with Word
 * and Meaning, its card with its schedule, and every review in the revlog with its time, rating and
 * interval), in the legacy package layout every Anki 2.1 opens (collection.anki2, schema 11).
 */
export async function exportAnkiDeck(db: Db, input: { userId: string; now: Date }): Promise<Buffer> {
  const { userId, now } = input;
  const [profile, words] = await Promise.all([
    findLearnerProfile(db, userId),
    db
      .select()
      .from(userWord)
      .where(eq(userWord.userId, userId))
      .orderBy(asc(userWord.createdAt), asc(userWord.id)),
  ]);
  const timeZone = profile?.timeZone ?? defaultStudySettings.timeZone;
  const native = profile?.nativeLanguageCode ?? null;
  sqlJs ??= initSqlJs();
  const SQL = await sqlJs;
  const collection = new SQL.Database();
  try {
    collection.exec(ANKI_SCHEMA_11);
    const first = words[0]?.createdAt ?? now;
    const created = studyDayStart(studyDayOf(first, timeZone), timeZone);
    const crt = Math.floor(created.getTime() / 1000);
    const nowSecs = Math.floor(now.getTime() / 1000);
    collection.run('insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      crt,
      now.getTime(),
      now.getTime(),
      JSON.stringify({
        nextPos: words.length + 1,
        curDeck: VOCABLY_DECK_ID,
        curModel: VOCABLY_NOTE_TYPE_ID,
        activeDecks: [VOCABLY_DECK_ID],
        estTimes: true,
        dueCounts: true,
        collapseTime: 1200,
        sortType: 'noteFld',
        sortBackwards: false,
        addToCur: true,
        newSpread: 0,
        timeLim: 0,
      }),
      JSON.stringify(vocablyModels(VOCABLY_DECK_ID, nowSecs)),
      JSON.stringify(vocablyDecks(VOCABLY_DECK_ID, nowSecs)),
      JSON.stringify(defaultDeckConfig),
      '{}',
    ]);
    const noteId = uniqueIds();
    const cardIdOf = new Map<string, number>();
    const insertNote = collection.prepare('insert into notes values (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)');
    const insertCard = collection.prepare(
      'insert into cards values (?, ?, ?, 0, ?, -1, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?)',
    );
    words.forEach((row, position) => {
      const id = noteId(row.createdAt.getTime());
      const meaning = meaningOf(
        {
          translations: translationGroups(row.word.translations, row.word.languageCode),
          definitions: row.word.definitions ?? [],
        },
        native,
      );
      const [type, queue] = cardTypes[row.cardState];
      const due =
        row.cardState === 'new'
          ? position + 1
          : row.cardState === 'review'
            ? Math.floor(((row.dueAt?.getTime() ?? now.getTime()) - created.getTime()) / DAY_MS)
            : Math.floor((row.dueAt?.getTime() ?? now.getTime()) / 1000);
      const tags = row.tags.map((tag) => tag.replace(/\s+/g, '_')).join(' ');
      insertNote.run([
        id,
        row.id.replaceAll('-', ''),
        VOCABLY_NOTE_TYPE_ID,
        Math.floor(row.updatedAt.getTime() / 1000),
        tags ? ` ${tags} ` : '',
        `${row.word.value}\x1f${meaning}`,
        row.word.value,
        checksum(noteFieldText(row.word.value)),
        '',
      ]);
      insertCard.run([
        id,
        id,
        VOCABLY_DECK_ID,
        Math.floor(row.updatedAt.getTime() / 1000),
        type,
        queue,
        due,
        row.cardState === 'new' ? 0 : Math.max(0, row.scheduledDays),
        row.cardState === 'new' ? 0 : 2500,
        row.reps,
        row.lapses,
        '',
      ]);
      cardIdOf.set(row.id, id);
    });
    insertNote.free();
    insertCard.free();

    const revlogId = uniqueIds();
    const insertReview = collection.prepare('insert into revlog values (?, ?, -1, ?, ?, ?, ?, ?, ?)');
    for await (const page of reviewLogPages(db, { userId })) {
      for (const review of page) {
        const cardId = cardIdOf.get(review.cardId);
        // Reviews of words removed since have no card to belong to in Anki.
        if (cardId === undefined) continue;
        insertReview.run([
          revlogId(review.reviewedAt.getTime()),
          cardId,
          review.rating,
          review.scheduledDaysAfter ?? 0,
          review.scheduledDaysBefore,
          review.stateBefore === 0 ? 0 : 2500,
          Math.min(review.durationMs, 2_147_483_647),
          revlogType[review.stateBefore] ?? 0,
        ]);
      }
    }
    insertReview.free();
    return await zip([
      { name: 'collection.anki2', data: collection.export() },
      { name: 'media', data: Buffer.from('{}') },
    ]);
  } finally {
    collection.close();
  }
}
