import type { MyWord } from '~/core/words/my-word';
import type { Db } from '~/server/db/client';
import { findMyWordRow } from './find-my-word';
import { toMyWord } from './to-my-word';

export async function getWord(db: Db, input: { userId: string; id: string }): Promise<MyWord> {
  return toMyWord(await findMyWordRow(db, input.userId, input.id));
}
