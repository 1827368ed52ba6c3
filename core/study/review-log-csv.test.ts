import { describe, expect, it } from 'vitest';
import { formatReviewLogCsv, reviewLogCsvRow } from './review-log-csv';

describe('review log CSV', () => {
  it("writes the optimizer's columns: ms times, rating 1–4, state before 0–3, duration in ms", () => {
    const csv = formatReviewLogCsv([
      {
        cardId: 'c1',
        reviewedAt: '2026-11-23T09:00:00.000Z',
        rating: 3,
        stateBefore: 'new',
        durationMs: 4200,
      },
      {
        cardId: 'c1',
        reviewedAt: new Date('2026-11-23T09:10:00.000Z'),
        rating: 1,
        stateBefore: 'learning',
        durationMs: 1800.4,
      },
      {
        cardId: 'c2',
        reviewedAt: '2026-11-24T09:00:00.000Z',
        rating: 4,
        stateBefore: 'review',
        durationMs: 900,
      },
      {
        cardId: 'c2',
        reviewedAt: '2026-11-25T09:00:00.000Z',
        rating: 2,
        stateBefore: 'relearning',
        durationMs: -5,
      },
    ]);
    expect(csv).toBe(
      [
        'card_id,review_time,review_rating,review_state,review_duration',
        'c1,1795424400000,3,0,4200',
        'c1,1795425000000,1,1,1800',
        'c2,1795510800000,4,2,900',
        'c2,1795597200000,2,3,0',
        '',
      ].join('\n'),
    );
  });

  it('quotes a card id that would break the CSV', () => {
    expect(
      reviewLogCsvRow({
        cardId: 'a,"b"',
        reviewedAt: '1970-01-01T00:00:00Z',
        rating: 3,
        stateBefore: 'review',
        durationMs: 1,
      }),
    ).toBe('"a,""b""",0,3,2,1\n');
  });
});
