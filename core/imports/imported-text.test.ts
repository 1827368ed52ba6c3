import { describe, expect, it } from 'vitest';
import { tagsSchema } from '~/core/words/my-word';
import { importedTags, storableText } from './imported-text';

describe('storableText', () => {
  it('takes out NUL characters and lone surrogate halves, and keeps pairs whole', () => {
    expect(storableText('ab\u0000c', 10)).toBe('abc');
    expect(storableText('ab\uD83D', 10)).toBe('ab');
    expect(storableText('\uDE00ab', 10)).toBe('ab');
    expect(storableText('a😀b', 10)).toBe('a😀b');
  });

  it('cuts at the length without splitting a character', () => {
    expect(storableText('abc😀', 4)).toBe('abc');
    expect(storableText('abcdef', 4)).toBe('abcd');
    expect(JSON.parse(JSON.stringify(storableText(`${'x'.repeat(199)}😀`, 200)))).toBe('x'.repeat(199));
  });
});

describe('importedTags', () => {
  it('gives tags a word accepts: none twice, at most 20, each at most 40 characters', () => {
    const many = Array.from({ length: 30 }, (_, i) => `tag${i}`);
    const tags = importedTags(['food', 'food', ' ', ...many, `x${'y'.repeat(60)}`]);
    expect(tags.slice(0, 2)).toEqual(['food', 'tag0']);
    expect(tags).toHaveLength(20);
    expect(tagsSchema.safeParse(tags).success).toBe(true);
  });

  it('keeps the last levels of a long Anki tag, else its first 40 characters', () => {
    expect(importedTags(['AnKing::Step1::Biochemistry::Enzymes::Kinetics'])).toEqual([
      'Step1::Biochemistry::Enzymes::Kinetics',
    ]);
    const long = 'z'.repeat(50);
    expect(importedTags([long])).toEqual(['z'.repeat(40)]);
    expect(importedTags([`Deck::${long}`])).toEqual(['Deck::zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz']);
  });

  it('keeps tags differing only in case once, in their first spelling, as a word’s tags are kept', () => {
    expect(importedTags(['Travel', 'travel', 'TRAVEL', 'food'])).toEqual(['Travel', 'food']);
    // Also when the cut to 40 characters makes two tags one.
    expect(importedTags([`Deck::${'Z'.repeat(50)}`, `deck::${'z'.repeat(50)}`])).toHaveLength(1);
  });
});
