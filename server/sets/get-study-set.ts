import type { MyStudySetDetail } from '~/core/sets/study-set';
import type { Db } from '~/server/db/client';
import { findMyStudySetRow, toMyStudySetDetail } from './study-set-rows';

export async function getStudySet(db: Db, input: { userId: string; id: string }): Promise<MyStudySetDetail> {
  return toMyStudySetDetail(db, await findMyStudySetRow(db, input.userId, input.id));
}
