import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import { translationGroups } from '~/core/dictionary/word-values';
import { tagsCell, wordsCsvHeader } from '~/core/imports/words-csv';
import { meaningOf } from '~/core/words/word-meaning';
import type { Db } from '~/server/db/client';
import { userWord } from '~/server/db/schema';
import { findLearnerProfile } from '~/server/profile/learner-profile-row';
import { csvSafeCell } from '~/server/users/csv-safe-cell';

const PAGE_SIZE = 1000;

/**
 * GET /api/me/export.csv: a row per word (word, meaning in the learner's language, tags separated by
 * ';' as tagsCell writes them so the import reads each back whole, status, when it is next due, FSRS
 * stability in days), oldest first, a page at a time. It starts with a byte order mark, so spreadsheets read it as UTF-8 (Hebrew, accents), and a word,
 * meaning or tag that a spreadsheet would run as a formula is kept text with an apostrophe (which our
 * importer takes off again).
 */
export function exportWordsCsv(db: Db, input: { userId: string }): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: { createdAt: Date; id: string } | undefined;
  let native: string | null | undefined;
  let finished = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (native === undefined) {
        native = (await findLearnerProfile(db, input.userId))?.nativeLanguageCode ?? null;
        controller.enqueue(encoder.encode(`\uFEFF${stringify([wordsCsvHeader])}`));
        return;
      }
      if (finished) {
        controller.close();
        return;
      }
      const rows = await db
        .select()
        .from(userWord)
        .where(
          and(
            eq(userWord.userId, input.userId),
            cursor
              ? or(
                  gt(userWord.createdAt, cursor.createdAt),
                  and(eq(userWord.createdAt, cursor.createdAt), gt(userWord.id, cursor.id)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(userWord.createdAt), asc(userWord.id))
        .limit(PAGE_SIZE);
      if (rows.length < PAGE_SIZE) finished = true;
      if (rows.length === 0) {
        controller.close();
        return;
      }
      const last = rows.at(-1)!;
      cursor = { createdAt: last.createdAt, id: last.id };
      const records = rows.map((row) => [
        csvSafeCell(row.word.value),
        csvSafeCell(
          meaningOf(
            {
              translations: translationGroups(row.word.translations, row.word.languageCode),
              definitions: row.word.definitions ?? [],
            },
            native,
          ),
        ),
        csvSafeCell(tagsCell(row.tags)),
        row.status,
        row.dueAt?.toISOString() ?? '',
        row.cardState === 'new' ? '' : Number(row.stability.toFixed(2)),
      ]);
      controller.enqueue(encoder.encode(stringify(records)));
    },
  });
}
