import { and, eq, sql } from 'drizzle-orm';
import type { GlobalWord } from '~/core/dictionary/global-word';
import { wordMessages } from '~/core/dictionary/word-constants';
import type { Actor } from '~/server/audit/actor';
import { recordAudit } from '~/server/audit/record-audit';
import type { Db } from '~/server/db/client';
import { globalWord } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { searchKeysAfterEdit } from './edited-search-keys';
import { findWordRow } from './get-global-word';
import { toGlobalWord } from './to-global-word';

export type WordRow = typeof globalWord.$inferSelect;
export type WordChange = Partial<
  Pick<WordRow, 'definitions' | 'examples' | 'translations' | 'synonyms' | 'variants'>
>;

export const versionConflict = () => new AppError('WORD_VERSION_CONFLICT', wordMessages.versionConflict, 409);

// An edited entry is marked so that a content upgrade never overwrites the admin's work.
// Applies one editor's change if the word is still at the version the editor read. The UPDATE's own
// `version = expected` condition makes the check atomic: of two concurrent saves only one matches.
export async function editWord(
  db: Db,
  input: {
    id: string;
    version: number;
    actor: Actor;
    action: string;
    change: (row: WordRow) => WordChange;
    now: Date;
  },
): Promise<GlobalWord> {
  return db.transaction(async (tx) => {
    const before = await findWordRow(tx, input.id);
    if (before.version !== input.version) throw versionConflict();
    const change = input.change(before);
    // New translations and variants are searchable at once, removed ones no longer find the word.
    const searchKeys = searchKeysAfterEdit(before, change);
    const [after] = await tx
      .update(globalWord)
      .set({
        ...change,
        ...(searchKeys ? { searchKeys } : {}),
        editedByAdmin: true,
        version: sql`${globalWord.version} + 1`,
        updatedAt: input.now,
      })
      .where(and(eq(globalWord.id, input.id), eq(globalWord.version, input.version)))
      .returning();
    if (!after) throw versionConflict();
    const fields = Object.keys(change) as (keyof WordChange)[];
    await recordAudit(tx, {
      actor: input.actor,
      action: input.action,
      targetType: 'word',
      targetId: input.id,
      before: {
        version: before.version,
        ...Object.fromEntries(fields.map((field) => [field, before[field]])),
      },
      after: { version: after.version, ...change },
    });
    return toGlobalWord(after);
  });
}
