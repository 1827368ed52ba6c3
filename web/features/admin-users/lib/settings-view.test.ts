import { describe, expect, it } from 'vitest';
import { attemptsLabel, constraintsSet, invalidAttemptRows } from './settings-view';

describe('invalidAttemptRows', () => {
  it('removes the invalid_word_attempts_ prefix and sorts by the rest', () => {
    expect(
      invalidAttemptRows({ invalid_word_attempts_words: 3, invalid_word_attempts_study_sets: 1, other: 2 }),
    ).toEqual([
      { key: 'other', label: 'other', count: 2 },
      { key: 'invalid_word_attempts_study_sets', label: 'study_sets', count: 1 },
      { key: 'invalid_word_attempts_words', label: 'words', count: 3 },
    ]);
    expect(invalidAttemptRows({})).toEqual([]);
  });
});

describe('attemptsLabel', () => {
  it('reads "N attempts"', () => {
    expect(attemptsLabel(3)).toBe('3 attempts');
    expect(attemptsLabel(0)).toBe('0 attempts');
  });
});

describe('constraintsSet', () => {
  const set = (regular: number, premium: number) => ({
    constraints: {
      regularUser: {
        constraints: Array.from({ length: regular }, () => ({ collectionName: 'words', maxValue: 1 })),
      },
      premiumUser: {
        constraints: Array.from({ length: premium }, () => ({ collectionName: 'words', maxValue: 1 })),
      },
    },
  });
  it('is Yes when either set has a limit', () => {
    expect(constraintsSet(set(0, 0))).toBe(false);
    expect(constraintsSet(set(1, 0))).toBe(true);
    expect(constraintsSet(set(0, 2))).toBe(true);
  });
});
