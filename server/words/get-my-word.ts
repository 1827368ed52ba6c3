import type { MyWord } from '~/core/words/my-word';
import type { Db } from '~/server/db/client';
import { sideBySide } from '~/server/db/side-by-side';
import { readTimeZone } from '~/server/study/study-settings';
import { findMyWordRow } from './find-my-word';
import { toMyWord } from './to-my-word';

export async function getWord(db: Db, input: { userId: string; id: string }): Promise<MyWord> {
  const [row, timeZone] = await sideBySide(db, [
    () => findMyWordRow(db, input.userId, input.id),
    () => readTimeZone(db, input.userId),
  ]);
  return toMyWord(row, timeZone);
}
