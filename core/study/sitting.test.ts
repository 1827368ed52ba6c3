import { describe, expect, it } from 'vitest';
import { continuesSitting, SITTING_GAP_MS } from './sitting';

describe('continuesSitting', () => {
  const lastAnswer = new Date('2026-11-23T10:00:00.000Z');
  const at = (ms: number) => new Date(lastAnswer.getTime() + ms);

  it('continues up to and including 30 minutes after the last answer, not a millisecond later', () => {
    expect(continuesSitting(lastAnswer, at(60_000))).toBe(true);
    expect(continuesSitting(lastAnswer, at(SITTING_GAP_MS))).toBe(true);
    expect(continuesSitting(lastAnswer, at(SITTING_GAP_MS + 1))).toBe(false);
  });

  it('never continues a sitting without an answer', () => {
    expect(continuesSitting(null, lastAnswer)).toBe(false);
  });

  it('treats an answer stamped ahead of the server clock as just given', () => {
    expect(continuesSitting(at(5 * 60_000), lastAnswer)).toBe(true);
  });
});
