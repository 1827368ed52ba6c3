import { describe, expect, it } from 'vitest';
import { partOfSpeechName } from './parts-of-speech';

describe('parts of speech', () => {
  it('are named in Hebrew, and stay as stored (English) in English or when unknown', () => {
    expect(partOfSpeechName('noun', 'he')).toEqual({ text: 'שם עצם', lang: 'he' });
    expect(partOfSpeechName('noun', 'en')).toEqual({ text: 'noun', lang: 'en' });
    expect(partOfSpeechName('particle', 'he')).toEqual({ text: 'particle', lang: 'en' });
  });
});
