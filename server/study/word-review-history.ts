import type { ReviewHistoryEntry } from '~/core/study/review';
import type { Db } from '~/server/db/client';
import { findMyWordRow } from '~/server/words/find-my-word';
import { reviewLogPages, toReviewHistoryEntry } from './review-log-rows';

/** Every review of one of the learner's words, oldest first (another learner's word answers 404). */
export async function wordReviewHistory(
  db: Db,
  input: { userId: string; wordId: string },
): Promise<{ items: ReviewHistoryEntry[] }> {
  await findMyWordRow(db, input.userId, input.wordId);
  const items: ReviewHistoryEntry[] = [];
  for await (const page of reviewLogPages(db, { userId: input.userId, cardId: input.wordId })) {
    items.push(...page.map(toReviewHistoryEntry));
  }
  return { items };
}
