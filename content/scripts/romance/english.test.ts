import { describe, expect, it } from 'vitest';
import { cleanEnglish, englishWords } from './english';

describe('cleanEnglish', () => {
  it('drops "to", articles, notes and odd hyphens', () => {
    expect(cleanEnglish('to eat')).toBe('eat');
    expect(cleanEnglish('the dog (animal)')).toBe('dog');
    expect(cleanEnglish('police‐station')).toBe('police-station');
    expect(cleanEnglish('a')).toBe('a');
  });

  it('refuses what is not a short plain English phrase', () => {
    expect(cleanEnglish('prpers.')).toBeNull();
    expect(cleanEnglish('MS-DOS')).toBeNull();
    expect(cleanEnglish('one two three four')).toBeNull();
  });
});

describe('englishWords', () => {
  const words = englishWords(
    [
      { word: 'What', count: 500 },
      { word: 'dog', count: 100 },
      { word: 'hot', count: 50 },
      { word: 'Monday', count: 10 },
    ],
    new Set(['monday']),
  );

  it('counts a phrase as its rarest word, halved per extra word', () => {
    expect(words.frequency('dog')).toBe(100);
    expect(words.frequency('hot dog')).toBe(25);
    expect(words.frequency('unknown')).toBe(0);
  });

  it('capitalises only the words English always capitalises', () => {
    expect(words.display('what')).toBe('what');
    expect(words.display('monday')).toBe('Monday');
    expect(words.display('i')).toBe('I');
  });
});
