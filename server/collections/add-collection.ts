import { and, eq, max } from 'drizzle-orm';
import type { AddCollectionResult, SiteLocale } from '~/core/collections/collection';
import { limitReachedMessage, resolveLimit, tierOf } from '~/core/plans/limits';
import type { Db, Tx } from '~/server/db/client';
import { learnerCollection, studySet, studySetItem, userWord } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { assertBelowLimit, countCollection, recordCollectionTotal } from '~/server/plans/collection-totals';
import { learnerChange } from '~/server/plans/learner-change';
import type { ProfileRow } from '~/server/profile/learner-profile-row';
import { isPremiumNow } from '~/server/purchases/premium';
import { findHeldWords, heldSpelling } from '~/server/words/find-held-words';
import { snapshotOf } from '~/server/words/to-my-word';
import {
  type Collection,
  entriesOf,
  findCollection,
  type GlobalWordRow,
  siteLanguageOf,
} from './collection-entries';

type Change = { tx: Tx; userId: string; profile: ProfileRow; now: Date };

/** The set an earlier add made, while it exists. */
async function linkedSetOf(change: Change, collection: Collection): Promise<string | null> {
  const [linked] = await change.tx
    .select({ studySetId: learnerCollection.studySetId })
    .from(learnerCollection)
    .where(
      and(eq(learnerCollection.userId, change.userId), eq(learnerCollection.collectionId, collection.id)),
    );
  return linked?.studySetId ?? null;
}

/** A new set named after the collection, within the study-set limit. */
async function newSetOf(change: Change, collection: Collection, locale: SiteLocale | undefined) {
  const { tx, userId, profile, now } = change;
  await assertBelowLimit(tx, { userId, profile, collection: 'studySets', now });
  const language = siteLanguageOf({ nativeLanguage: profile.nativeLanguageCode, locale });
  const [created] = await tx
    .insert(studySet)
    .values({
      userId,
      name: collection.definition.name[language],
      description: collection.definition.description[language],
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: studySet.id });
  await tx
    .insert(learnerCollection)
    .values({ userId, collectionId: collection.id, studySetId: created!.id, createdAt: now });
  await recordCollectionTotal(tx, { userId, profile, collection: 'studySets', now });
  return created!.id;
}

/** The learner's words that already are these entries: the same entry, or the same spelling. */
async function wordsAlreadyHeld(change: Change, entries: GlobalWordRow[]): Promise<Map<string, string>> {
  const rows = await findHeldWords(change.tx, {
    userId: change.userId,
    languageCode: entries[0]!.languageCode,
    words: entries.map((entry) => entry.value),
    entryIds: entries.map((entry) => entry.id),
  });
  const held = new Map<string, string>();
  for (const entry of entries) {
    const row =
      rows.find((candidate) => candidate.globalWordId === entry.id) ??
      rows.find((candidate) => candidate.value === heldSpelling(entry.value));
    if (row) held.set(entry.id, row.id);
  }
  return held;
}

/** How many more words the learner's plan lets them hold, and that limit. */
async function wordRoom(change: Change) {
  const { tx, userId, profile, now } = change;
  const tier = tierOf(await isPremiumNow(tx, userId, now));
  const limit = resolveLimit(tier, 'words', {
    regularUser: profile.regularUserConstraints,
    premiumUser: profile.premiumUserConstraints,
  });
  const held = await countCollection(tx, userId, 'words', { timeZone: profile.timeZone, now });
  return { room: Math.max(0, limit - held), limit, tier };
}

/** Appends the words the set lacks, in the collection's order. */
async function fillSet(tx: Tx, studySetId: string, wordIds: string[], now: Date) {
  if (wordIds.length === 0) return;
  const present = await tx
    .select({ userWordId: studySetItem.userWordId })
    .from(studySetItem)
    .where(eq(studySetItem.studySetId, studySetId));
  const inSet = new Set(present.map((item) => item.userWordId));
  const missing = [...new Set(wordIds)].filter((id) => !inSet.has(id));
  if (missing.length > 0) {
    const [last] = await tx
      .select({ position: max(studySetItem.position) })
      .from(studySetItem)
      .where(eq(studySetItem.studySetId, studySetId));
    const start = (last?.position ?? -1) + 1;
    await tx
      .insert(studySetItem)
      .values(
        missing.map((userWordId, i) => ({ studySetId, userWordId, position: start + i, createdAt: now })),
      );
  }
  await tx.update(studySet).set({ updatedAt: now }).where(eq(studySet.id, studySetId));
}

/**
 * Adds a collection to the learner: its words they lack join their words (as many as the plan's
 * word limit leaves room for, in the collection's order), and all of its words they hold go into
 * one study set named after it. Adding the same collection again fills the same set (while it
 * exists) instead of making another; words are never copied twice. One transaction under the
 * profile lock, as every limited learner write: the study-set limit refuses a new set (403), the
 * word limit cuts the words short and says so, or refuses (403) a new set none of them could go in.
 */
export async function addCollection(
  db: Db,
  input: { userId: string; id: string; now: Date; locale?: SiteLocale | undefined },
): Promise<AddCollectionResult> {
  const { userId, now } = input;
  const collection = findCollection(input.id);
  return learnerChange(db, { userId, now, collection: 'words' }, async (tx, profile) => {
    const change = { tx, userId, profile, now };
    const entries = await entriesOf(tx, collection);
    // None of its words is in the dictionary (its language's content not loaded on this server):
    // a set made now would stay empty, so nothing is made.
    if (entries.length === 0) {
      throw new AppError(
        'COLLECTION_EMPTY',
        'None of this collection’s words is in the dictionary yet, so there is nothing to add.',
        409,
      );
    }
    const held = entries.length > 0 ? await wordsAlreadyHeld(change, entries) : new Map<string, string>();
    const lacking = entries.filter((entry) => !held.has(entry.id));
    const { room, limit, tier } = await wordRoom(change);
    const toAdd = lacking.slice(0, room);
    const linkedSetId = await linkedSetOf(change, collection);
    // At the word limit with none of its words held, a new set would stay empty: refuse before
    // making it (403, the words' limit), rather than hand the learner an empty set to study.
    if (linkedSetId === null && held.size === 0 && toAdd.length === 0 && lacking.length > 0) {
      await assertBelowLimit(tx, { userId, profile, collection: 'words', now });
    }
    const newSet = linkedSetId === null;
    const studySetId = linkedSetId ?? (await newSetOf(change, collection, input.locale));
    const inserted =
      toAdd.length === 0
        ? []
        : await tx
            .insert(userWord)
            .values(
              toAdd.map((entry) => ({
                userId,
                globalWordId: entry.id,
                word: snapshotOf(entry),
                status: 'new' as const,
                createdAt: now,
                updatedAt: now,
              })),
            )
            .returning({ id: userWord.id, globalWordId: userWord.globalWordId });
    const addedIds = new Map(inserted.map((row) => [row.globalWordId!, row.id]));
    const wordIds = entries.flatMap((entry) => held.get(entry.id) ?? addedIds.get(entry.id) ?? []);
    await fillSet(tx, studySetId, wordIds, now);
    const notAdded = lacking.length - toAdd.length;
    return {
      collectionId: collection.id,
      studySetId,
      newSet,
      added: inserted.length,
      alreadyHad: held.size,
      notAdded,
      limit: notAdded > 0 ? { words: limit, message: limitReachedMessage('words', limit, tier) } : null,
    };
  });
}
