import { describe, expect, it } from 'vitest';
import { reviewSubmissionSchema } from '~/core/study/review';
import { reviewOf } from './answer';
import { typingItem } from './study-item-factory';

describe('reviewOf', () => {
  it('cuts a typed answer to the length the server takes, so it cannot fail its batch and every answer after it', () => {
    const review = reviewOf(
      typingItem(),
      { method: 'typing', typed: 'x'.repeat(1_000) },
      {
        id: '0b6f8a52-4a4e-4d35-9a43-9c1c0c6b2f10',
        sessionId: null,
        reviewedAt: new Date(),
        durationMs: 900,
      },
    );
    expect(review.typed).toHaveLength(300);
    expect(reviewSubmissionSchema.safeParse(review).success).toBe(true);
  });
});
