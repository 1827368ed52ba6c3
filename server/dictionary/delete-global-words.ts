import { inArray } from 'drizzle-orm';
import type { Actor } from '~/server/audit/actor';
import { recordAudit } from '~/server/audit/record-audit';
import type { Db } from '~/server/db/client';
import { globalWord } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { isWordId, wordNotFound } from './get-global-word';
import { toGlobalWord } from './to-global-word';

// Deletes global words, all or nothing: if any id is unknown nothing is deleted. Learners keep their
// own copies (user_word.global_word_id is set to null by the foreign key).
export async function deleteWords(db: Db, input: { ids: string[]; actor: Actor; single?: boolean }) {
  const ids = [...new Set(input.ids)];
  if (!ids.every(isWordId)) {
    if (input.single) throw wordNotFound();
    throw new AppError(
      'WORD_NOT_FOUND',
      'Some of the selected words do not exist. Nothing was deleted.',
      404,
    );
  }
  return db.transaction(async (tx) => {
    const rows = await tx.delete(globalWord).where(inArray(globalWord.id, ids)).returning();
    if (rows.length !== ids.length) {
      if (input.single) throw wordNotFound();
      throw new AppError(
        'WORD_NOT_FOUND',
        'Some of the selected words do not exist. Nothing was deleted.',
        404,
      );
    }
    await recordAudit(tx, {
      actor: input.actor,
      action: input.single ? 'word.delete' : 'words.bulk-delete',
      targetType: input.single ? 'word' : 'words',
      targetId: input.single ? ids[0] : null,
      // The whole of each word, as a single delete keeps it: the definitions, translations and
      // examples are gone from the dictionary once this commits, and this row is their only record.
      // No cap on the row's size: at most MAX_BULK_WORDS words, a few kilobytes each in jsonb.
      before: input.single ? toGlobalWord(rows[0]!) : { words: rows.map(toGlobalWord) },
    });
    return { requested: ids.length, deleted: rows.length };
  });
}
