import { describe, expect, it } from 'vitest';
import { LEARNED_STABILITY_DAYS, wordStatusOf } from './word-status';

const card = (reps: number, stability: number, state: 'new' | 'learning' | 'review' | 'relearning') => ({
  reps,
  stability,
  state,
});

describe('wordStatusOf', () => {
  it('is new until the word is first studied', () => {
    expect(wordStatusOf(null)).toBe('new');
    expect(wordStatusOf(card(0, 0, 'new'))).toBe('new');
  });

  it('is learning once studied, while stability is under 21 days', () => {
    expect(wordStatusOf(card(1, 0.4, 'learning'))).toBe('learning');
    expect(wordStatusOf(card(6, 20.99, 'review'))).toBe('learning');
  });

  it('is learned from a stability of exactly 21 days', () => {
    expect(LEARNED_STABILITY_DAYS).toBe(21);
    expect(wordStatusOf(card(7, 21, 'review'))).toBe('learned');
    expect(wordStatusOf(card(9, 90, 'review'))).toBe('learned');
  });

  it('goes back to learning when a lapse drops stability below 21 days', () => {
    expect(wordStatusOf(card(10, 4, 'relearning'))).toBe('learning');
  });
});
