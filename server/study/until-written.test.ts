import { describe, expect, it } from 'vitest';
import { AppError } from '~/server/http/errors';
import { untilWritten } from './apply-review';

// An answer worked out from a card that changed before its write is worked out again, a bounded
// number of times: a card that never holds still ends in 409 CARD_BUSY, not in a loop.

describe('answering again while the card changes under the answer', () => {
  it('tries again after each stale attempt and gives the first written answer', async () => {
    const outcomes = [null, null, 'written'];
    let calls = 0;
    const result = await untilWritten(async () => outcomes[calls++] ?? null);
    expect(result).toBe('written');
    expect(calls).toBe(3);
  });

  it('stops after ten attempts with 409 CARD_BUSY', async () => {
    let calls = 0;
    const busy = untilWritten(async () => {
      calls++;
      return null;
    });
    await expect(busy).rejects.toBeInstanceOf(AppError);
    await expect(busy).rejects.toMatchObject({ code: 'CARD_BUSY', status: 409 });
    expect(calls).toBe(10);
  });

  it('passes a refusal through at once, without trying again', async () => {
    let calls = 0;
    const refused = new AppError('NOT_FOUND', 'gone', 404);
    await expect(
      untilWritten(async () => {
        calls++;
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(calls).toBe(1);
  });
});
