import { and, eq, ne, sql } from 'drizzle-orm';
import { type LanguageCode, languageNames } from '~/core/languages';
import { INVALID_WORD_ATTEMPTS_PREFIX } from '~/core/profile/profile-fields';
import type { AddWordBody, MyWord } from '~/core/words/my-word';
import type { Db, Tx } from '~/server/db/client';
import { globalWord, userProfile, userWord } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { assertBelowLimit, recordCollectionTotal } from '~/server/plans/collection-totals';
import { lockLearnerProfile, type ProfileRow } from '~/server/profile/learner-profile-row';
import { snapshotOf, toMyWord } from './to-my-word';

type Snapshot = (typeof userWord.$inferInsert)['word'];
type Outcome = { added: MyWord } | { invalid: { value: string; languageCode: string } };

/** The counter key of a day's invalid word attempts: invalid_word_attempts_<YYYY-MM-DD> (UTC). */
export function invalidAttemptsKey(now: Date) {
  return `${INVALID_WORD_ATTEMPTS_PREFIX}${now.toISOString().slice(0, 10)}`;
}

function customSnapshot(body: AddWordBody): Snapshot {
  return {
    value: body.value!,
    baseForm: body.baseForm ?? null,
    phonetic: body.phonetic ?? null,
    languageCode: body.languageCode!,
    definitions: body.definitions,
    translations: body.translations as Record<string, string[]>,
    synonyms: body.synonyms,
    difficulty: body.difficulty ?? null,
    custom: true,
  };
}

async function findEntry(tx: Tx, body: AddWordBody) {
  if (body.globalWordId) {
    // Key-share locked until the word is written: an editor deleting the entry meanwhile waits, rather
    // than the insert failing its foreign key (a 500). The same below.
    const [entry] = await tx
      .select()
      .from(globalWord)
      .where(eq(globalWord.id, body.globalWordId))
      .for('key share');
    if (!entry) throw new AppError('WORD_NOT_FOUND', 'There is no dictionary word with this id.', 404);
    return entry;
  }
  const [entry] = await tx
    .select()
    .from(globalWord)
    .where(
      and(
        eq(globalWord.languageCode, body.languageCode!),
        sql`lower(${globalWord.value}) = lower(${body.value!})`,
      ),
    )
    .orderBy(sql`${globalWord.value} = ${body.value!} desc`)
    .limit(1)
    .for('key share');
  return entry;
}

/** Refuses a word the learner already holds (its entry, or its value in its language); `exceptId` is the word being edited. */
export async function assertNotDuplicate(
  tx: Tx,
  userId: string,
  snapshot: Pick<Snapshot, 'value' | 'languageCode'>,
  globalWordId: string | null,
  exceptId?: string,
) {
  const sameEntry = globalWordId ? sql`${userWord.globalWordId} = ${globalWordId} or ` : sql``;
  const [existing] = await tx
    .select({ id: userWord.id })
    .from(userWord)
    .where(
      and(
        eq(userWord.userId, userId),
        exceptId ? ne(userWord.id, exceptId) : undefined,
        sql`(${sameEntry}(lower(${userWord.word}->>'value') = lower(${snapshot.value}) and ${userWord.word}->>'languageCode' = ${snapshot.languageCode}))`,
      ),
    )
    .limit(1);
  if (existing) {
    throw new AppError(
      'DUPLICATE_WORD',
      `"${snapshot.value}" (${snapshot.languageCode}) is already in your words.`,
      409,
    );
  }
}

async function countInvalidAttempt(tx: Tx, profile: ProfileRow, now: Date) {
  const key = invalidAttemptsKey(now);
  const invalidWordAttempts = {
    ...profile.invalidWordAttempts,
    [key]: (profile.invalidWordAttempts[key] ?? 0) + 1,
  };
  await tx
    .update(userProfile)
    .set({ invalidWordAttempts, updatedAt: now })
    .where(eq(userProfile.userId, profile.userId));
}

/**
 * Adds a word to the learner's words: a dictionary entry (by id or by its spelling) as a snapshot, or
 * a custom word. One transaction under the profile lock: duplicate check, limit check, insert and the
 * words total. A spelling the dictionary lacks is refused (422) and counted in the day's invalid
 * attempts; the count is committed, so the refusal is raised after the transaction.
 */
export async function addWord(
  db: Db,
  input: { userId: string; body: AddWordBody; now: Date },
): Promise<MyWord> {
  const { userId, body, now } = input;
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const profile = await lockLearnerProfile(tx, userId, now);
    const entry = body.custom ? undefined : await findEntry(tx, body);
    if (!body.custom && !entry) {
      await countInvalidAttempt(tx, profile, now);
      return { invalid: { value: body.value!, languageCode: body.languageCode! } };
    }
    const snapshot = body.custom ? customSnapshot(body) : snapshotOf(entry!);
    await assertNotDuplicate(tx, userId, snapshot, entry?.id ?? null);
    await assertBelowLimit(tx, { userId, profile, collection: 'words', now });
    const [row] = await tx
      .insert(userWord)
      .values({
        userId,
        globalWordId: entry?.id ?? null,
        word: snapshot,
        status: 'new',
        tags: body.tags,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordCollectionTotal(tx, { userId, profile, collection: 'words', now });
    return { added: toMyWord(row!, profile.timeZone) };
  });
  if ('invalid' in outcome) {
    const { value, languageCode } = outcome.invalid;
    throw new AppError(
      'INVALID_WORD',
      `"${value}" is not in the ${languageNames[languageCode as LanguageCode] ?? languageCode} dictionary. Check the spelling, or add it as your own word (custom: true) with a definition or translation.`,
      422,
    );
  }
  return outcome.added;
}
