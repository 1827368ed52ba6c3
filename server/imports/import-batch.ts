import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ImportCounts, ImportLimitNote } from '~/core/imports/import-job';
import { resolveLimit, tierOf } from '~/core/plans/limits';
import { wordStatusOf } from '~/core/words/word-status';
import type { Tx } from '~/server/db/client';
import { globalWord, importJob, userWord } from '~/server/db/schema';
import { countCollection, recordCollectionTotal } from '~/server/plans/collection-totals';
import { lockLearnerProfile } from '~/server/profile/learner-profile-row';
import { isPremiumNow } from '~/server/purchases/premium';
import { cardColumnsOf } from '~/server/study/card-row';
import { findHeldWords, heldSpelling } from '~/server/words/find-held-words';
import type { ImportItem } from './import-item';
import { insertImportedReviews } from './insert-imported-reviews';
import { wordOfItem } from './word-of-item';

/** What a run has seen so far: its counts, the words already met in the file, the limit it hit. */
export type ImportRun = {
  jobId: string;
  userId: string;
  attempt: number;
  languageCode: string;
  counts: ImportCounts;
  processed: number;
  seen: Set<string>;
  limitNote: ImportLimitNote | null;
};

/** Another worker took the job over (this one's lease lapsed): stop without writing. */
export class ImportLeaseLost extends Error {}

const UPGRADE_URL = '/pricing';

async function lockJob(tx: Tx, run: ImportRun) {
  const [job] = await tx
    .select({ status: importJob.status, attempts: importJob.attempts })
    .from(importJob)
    .where(and(eq(importJob.userId, run.userId), eq(importJob.id, run.jobId)))
    .for('update');
  if (job?.status !== 'running' || job.attempts !== run.attempt) throw new ImportLeaseLost();
}

async function dictionaryEntries(tx: Tx, languageCode: string, words: string[]) {
  if (words.length === 0) return new Map<string, typeof globalWord.$inferSelect>();
  // lower(value) collate "C" is global_word_language_lower_value_idx's expression: an index lookup.
  const rows = await tx
    .select()
    .from(globalWord)
    .where(
      and(
        eq(globalWord.languageCode, languageCode),
        inArray(sql`lower(${globalWord.value}) collate "C"`, words.map(heldSpelling)),
      ),
    )
    // Until the batch commits: an editor deleting one of them meanwhile waits, rather than the batch
    // failing its foreign key and being retried.
    .for('key share');
  const byWord = new Map<string, typeof globalWord.$inferSelect>();
  // The exact spelling wins over another capitalisation (as adding a word by spelling does).
  for (const row of rows.sort((a, b) => Number(words.includes(b.value)) - Number(words.includes(a.value)))) {
    if (!byWord.has(heldSpelling(row.value))) byWord.set(heldSpelling(row.value), row);
  }
  return byWord;
}

/**
 * One batch of a job, in one transaction under the learner's profile lock (as every learner change):
 * words the learner has (or the file repeats) are duplicates; the rest are added in file order while
 * the plan limit has room, each with its replayed card and its reviews; then the words total and the
 * job's counts and notes processed. All or nothing, and the notes processed commit with the words, so a
 * run taken up again resumes after the last committed batch (resume-point.ts) without writing twice.
 */
export async function importBatch(
  tx: Tx,
  run: ImportRun,
  batch: { items: ImportItem[]; notes: number; skipped: number },
  now: Date,
) {
  await lockJob(tx, run);
  const profile = await lockLearnerProfile(tx, run.userId, now);
  const counts = run.counts;
  counts.notes += batch.notes;
  counts.skipped += batch.skipped;
  run.processed += batch.notes;

  const fresh: ImportItem[] = [];
  for (const item of batch.items) {
    if (run.seen.has(heldSpelling(item.word))) counts.duplicates++;
    else {
      run.seen.add(heldSpelling(item.word));
      fresh.push(item);
    }
  }
  const entries = await dictionaryEntries(
    tx,
    run.languageCode,
    fresh.map((item) => item.word),
  );
  const existing =
    fresh.length === 0
      ? []
      : await findHeldWords(tx, {
          userId: run.userId,
          languageCode: run.languageCode,
          words: fresh.map((item) => item.word),
          entryIds: [...entries.values()].map((entry) => entry.id),
        });
  const takenEntries = new Set(existing.map((row) => row.globalWordId).filter(Boolean));
  const takenSpellings = new Set(existing.map((row) => row.value));

  const tier = tierOf(await isPremiumNow(tx, run.userId, now));
  const limit = resolveLimit(tier, 'words', {
    regularUser: profile.regularUserConstraints,
    premiumUser: profile.premiumUserConstraints,
  });
  let room = limit - (await countCollection(tx, run.userId, 'words', { now }));

  const words: (typeof userWord.$inferInsert)[] = [];
  const added: ImportItem[] = [];
  for (const item of fresh) {
    const entry = entries.get(heldSpelling(item.word));
    if (takenSpellings.has(heldSpelling(item.word)) || (entry && takenEntries.has(entry.id))) {
      counts.duplicates++;
    } else if (!entry && !item.meaning) {
      counts.skipped++;
    } else if (room <= 0) {
      counts.overLimit++;
      run.limitNote = { limit, tier, upgradeUrl: UPGRADE_URL };
    } else {
      room--;
      counts.words++;
      if (entry) takenEntries.add(entry.id);
      words.push({
        id: item.wordId,
        userId: run.userId,
        globalWordId: entry?.id ?? null,
        word: wordOfItem(item, {
          entry,
          languageCode: run.languageCode,
          nativeLanguage: profile.nativeLanguageCode,
        }),
        status: wordStatusOf(item.card),
        tags: item.tags,
        ...(item.card ? cardColumnsOf(item.card) : {}),
        // When it was first learned is not in the file: a word learned now was, by its last review.
        learnedAt:
          wordStatusOf(item.card) === 'learned' && item.card?.lastReview
            ? new Date(item.card.lastReview)
            : null,
        createdAt: new Date(item.addedAt),
        updatedAt: now,
      });
      added.push(item);
    }
  }
  if (words.length > 0) {
    await tx.insert(userWord).values(words).onConflictDoNothing();
    counts.reviews += await insertImportedReviews(tx, { userId: run.userId, items: added, now });
    await recordCollectionTotal(tx, { userId: run.userId, profile, collection: 'words', now });
  }
  await tx
    .update(importJob)
    .set({ counts, processed: run.processed, limitNote: run.limitNote, updatedAt: now })
    .where(and(eq(importJob.userId, run.userId), eq(importJob.id, run.jobId)));
}
