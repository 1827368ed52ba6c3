import { describe, expect, it } from 'vitest';
import { checkDefinition, isSaveKey, normalizePartOfSpeech, partsOfSpeech } from './definition-rules';

describe('definitions', () => {
  it('offers the ten parts of speech', () => {
    expect(partsOfSpeech).toHaveLength(10);
  });

  it('stores the part of speech lower case, including free text', () => {
    expect(normalizePartOfSpeech('  Noun ')).toBe('noun');
    expect(checkDefinition({ partOfSpeech: 'Phrasal Verb', definition: ' to give up ' })).toEqual({
      ok: true,
      value: { partOfSpeech: 'phrasal verb', definition: 'to give up' },
    });
  });

  it('requires both the text and the part of speech', () => {
    expect(checkDefinition({ partOfSpeech: ' ', definition: ' ' })).toEqual({
      ok: false,
      errors: { partOfSpeech: 'Part of speech is required', definition: 'Definition is required' },
    });
    expect(checkDefinition({ partOfSpeech: 'noun', definition: '' }).ok).toBe(false);
  });

  it('saves on Enter but not on Shift+Enter or while composing', () => {
    expect(isSaveKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSaveKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSaveKey({ key: 'Enter', shiftKey: false, nativeEvent: { isComposing: true } })).toBe(false);
    expect(isSaveKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('checkDefinition: the server’s lengths', () => {
  it('refuses a definition over 2,000 characters and a part of speech over 50, naming them', () => {
    expect(checkDefinition({ partOfSpeech: 'n'.repeat(51), definition: 'd'.repeat(2001) })).toEqual({
      ok: false,
      errors: {
        partOfSpeech: 'Part of speech can be at most 50 characters',
        definition: 'Definition can be at most 2,000 characters',
      },
    });
    expect(checkDefinition({ partOfSpeech: 'n'.repeat(50), definition: 'd'.repeat(2000) }).ok).toBe(true);
  });
});
