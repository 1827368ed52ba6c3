import { describe, expect, it } from 'vitest';
import { countWords, findUsedWords, wordOccurrences } from './story-text';

describe('countWords', () => {
  it.each([
    ['The cat sat on the mat.', 'en', 6],
    ["Maya's house isn't far — it's 2 km away!", 'en', 8],
    ['  ', 'en', 0],
    ['El niño comió una manzana roja.', 'es', 6],
    ['שלום, מה שלומך היום?', 'he', 4],
  ])('%j has %i words', (text, language, count) => {
    expect(countWords(text, language)).toBe(count);
  });

  it('counts words in Japanese, which has no spaces', () => {
    expect(countWords('私は猫が好きです。', 'ja')).toBeGreaterThan(2);
  });

  it('counts a long text in time proportional to its length (a model may answer megabytes)', () => {
    const text = 'The cat sat on the mat. '.repeat(10_000); // 240 KB
    const started = performance.now();
    expect(countWords(text)).toBe(60_000);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('counts the same across chunk boundaries, in spaced and spaceless scripts alike', () => {
    const spaced = 'El niño comió una manzana roja. '.repeat(500);
    expect(countWords(spaced, 'es')).toBe(3000);
    const japanese = '私は猫が好きです。'.repeat(400);
    expect(countWords(japanese, 'ja')).toBe(countWords('私は猫が好きです。', 'ja') * 400);
  });
});

describe('findUsedWords', () => {
  const words = [
    { id: 'run', value: 'run' },
    { id: 'ice', value: 'ice cream' },
    { id: 'colour', value: 'colour', variants: ['color'] },
    { id: 'cat', value: 'cat' },
  ];

  it('finds whole words in any case, phrases across spaces, variants and English inflections', () => {
    const text = 'Runs were long. They ate ICE\ncream of every color, and the cats slept.';
    expect(findUsedWords(text, words)).toEqual(['run', 'ice', 'colour', 'cat']);
  });

  it('does not count a word inside another word', () => {
    expect(findUsedWords('The category was a truncated catalogue.', words)).toEqual([]);
  });

  it('matches other languages exactly, letters with accents included', () => {
    const spanish = [
      { id: 'nino', value: 'niño' },
      { id: 'casa', value: 'casa' },
    ];
    expect(findUsedWords('El Niño vive en las casas.', spanish, 'es')).toEqual(['nino']);
  });

  it('matches words of scripts without spaces anywhere in the text', () => {
    expect(findUsedWords('私は猫が好きです。', [{ id: 'neko', value: '猫' }], 'ja')).toEqual(['neko']);
  });
});

describe('wordOccurrences', () => {
  const words = [
    { id: 'cat', value: 'cat' },
    { id: 'ice', value: 'ice cream' },
    { id: 'casa', value: 'casa' },
  ];

  it('finds every use of each chosen word, inflected in English, in reading order', () => {
    const text = 'The cats wanted ice  cream. A Cat walked home; the cat’s casa was near.';
    expect(
      wordOccurrences(text, words).map(({ wordId, start, end }) => [wordId, text.slice(start, end)]),
    ).toEqual([
      ['cat', 'cats'],
      ['ice', 'ice  cream'],
      ['cat', 'Cat'],
      ['cat', 'cat’s'],
      ['casa', 'casa'],
    ]);
  });

  it('does not match inside another word, and keeps the longer of two overlapping matches', () => {
    expect(wordOccurrences('Education and catalogues', words)).toEqual([]);
    const text = 'ice cream';
    const overlapping = [...words, { id: 'ice-alone', value: 'ice' }];
    expect(wordOccurrences(text, overlapping)).toEqual([{ wordId: 'ice', start: 0, end: 9 }]);
  });
});
