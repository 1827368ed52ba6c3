import { describe, expect, it } from 'vitest';
import { difficultyOf, frequencyOf } from './derive-levels';

describe('WordNet difficulty and frequency', () => {
  it('frequency follows the tagged-corpus count', () => {
    expect(frequencyOf(42)).toBe('high');
    expect(frequencyOf(15)).toBe('high');
    expect(frequencyOf(14)).toBe('medium');
    expect(frequencyOf(1)).toBe('medium');
    expect(frequencyOf(0)).toBe('low');
  });

  it('frequent or short polysemous words are beginner', () => {
    expect(difficultyOf({ value: 'dog', tagCount: 42, senses: 8 })).toBe('beginner');
    expect(difficultyOf({ value: 'run', tagCount: 3, senses: 57 })).toBe('beginner');
    expect(difficultyOf({ value: 'New York', tagCount: 20, senses: 2 })).toBe('beginner');
  });

  it('multi-word, hyphenated, long or rare single-sense words are advanced', () => {
    expect(difficultyOf({ value: 'domestic dog', tagCount: 0, senses: 1 })).toBe('advanced');
    expect(difficultyOf({ value: 'well-known', tagCount: 5, senses: 2 })).toBe('advanced');
    expect(difficultyOf({ value: 'electroencephalogram', tagCount: 1, senses: 1 })).toBe('advanced');
    expect(difficultyOf({ value: 'quokka', tagCount: 0, senses: 1 })).toBe('advanced');
  });

  it('everything else is intermediate', () => {
    expect(difficultyOf({ value: 'lantern', tagCount: 2, senses: 2 })).toBe('intermediate');
    expect(difficultyOf({ value: 'ambiguous', tagCount: 0, senses: 2 })).toBe('intermediate');
  });
});
