import { type CardStateName, stateNumber } from './card-state';
import type { RatingValue } from './ratings';

// The review log in the columns the FSRS optimizer reads (fsrs-optimizer's review_logs schema; the
// same as fsrs-rs's): times in milliseconds since the epoch, the rating 1–4, the card's state before
// the review (0 New, 1 Learning, 2 Review, 3 Relearning) and the time the answer took in milliseconds.
export const reviewLogCsvColumns = [
  'card_id',
  'review_time',
  'review_rating',
  'review_state',
  'review_duration',
] as const;

export type ReviewLogEntry = {
  cardId: string;
  reviewedAt: Date | string;
  rating: RatingValue;
  stateBefore: CardStateName;
  durationMs: number;
};

// Card ids are ours (UUIDs), but quote defensively so a CSV reader can never be misled by one.
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const reviewLogCsvHeader = `${reviewLogCsvColumns.join(',')}\n`;

/** One line of the CSV, newline included (rows can be streamed one at a time). */
export function reviewLogCsvRow(entry: ReviewLogEntry): string {
  const time =
    typeof entry.reviewedAt === 'string' ? Date.parse(entry.reviewedAt) : entry.reviewedAt.getTime();
  return `${[
    field(entry.cardId),
    String(time),
    String(entry.rating),
    String(stateNumber[entry.stateBefore]),
    String(Math.max(0, Math.round(entry.durationMs))),
  ].join(',')}\n`;
}

export function formatReviewLogCsv(entries: Iterable<ReviewLogEntry>): string {
  let csv = reviewLogCsvHeader;
  for (const entry of entries) csv += reviewLogCsvRow(entry);
  return csv;
}
