import type { DictionaryEntry } from '~/core/dictionary/dictionary-search';
import type { Db } from '~/server/db/client';
import { findWordRow } from './get-global-word';
import { toGlobalWord } from './to-global-word';

/** One dictionary entry as a learner sees it (no edit bookkeeping); 404 WORD_NOT_FOUND if absent. */
export async function getDictionaryEntry(db: Db, id: string): Promise<DictionaryEntry> {
  const {
    createdAt: _created,
    updatedAt: _updated,
    version: _version,
    ...entry
  } = toGlobalWord(await findWordRow(db, id));
  return entry;
}
