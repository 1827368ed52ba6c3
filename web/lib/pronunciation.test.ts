import { describe, expect, it } from 'vitest';
import { myWordAudioUrl } from './pronunciation';

// The browser keeps a word's sound 30 days under its address: the address changes with what is said.
describe('myWordAudioUrl', () => {
  it('changes when the word is edited, its text or its language', () => {
    const perro = myWordAudioUrl('w1', { value: 'perro', languageCode: 'es' });
    expect(perro).toBe('/api/me/words/w1/audio?v=es%3Aperro');
    expect(myWordAudioUrl('w1', { value: 'perra', languageCode: 'es' })).not.toBe(perro);
    expect(myWordAudioUrl('w1', { value: 'perro', languageCode: 'it' })).not.toBe(perro);
    expect(myWordAudioUrl('w1', { value: 'perro', languageCode: 'es' })).toBe(perro);
  });

  it('carries any text safely in the address', () => {
    expect(myWordAudioUrl('w/1', { value: 'a&b=c ?', languageCode: null })).toBe(
      '/api/me/words/w%2F1/audio?v=%3Aa%26b%3Dc%20%3F',
    );
  });
});
