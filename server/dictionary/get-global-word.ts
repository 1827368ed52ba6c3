import { eq } from 'drizzle-orm';
import type { GlobalWord } from '~/core/dictionary/global-word';
import type { Db, Tx } from '~/server/db/client';
import { globalWord } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { toGlobalWord } from './to-global-word';

export const wordNotFound = () => new AppError('WORD_NOT_FOUND', 'Word not found', 404);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs; anything else cannot exist (and would make PostgreSQL reject the cast). */
export const isWordId = (id: string) => UUID.test(id);

export async function findWordRow(db: Db | Tx, id: string, { forUpdate = false } = {}) {
  if (!isWordId(id)) throw wordNotFound();
  const query = db.select().from(globalWord).where(eq(globalWord.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw wordNotFound();
  return row;
}

export async function getWord(db: Db, id: string): Promise<GlobalWord> {
  return toGlobalWord(await findWordRow(db, id));
}
