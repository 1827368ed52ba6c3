import { describe, expect, it } from 'vitest';
import { distinctBaseForm, exampleCount, firstDefinition, translationPreview } from './word-display';

describe('word display', () => {
  it('shows the base form only when it differs', () => {
    expect(distinctBaseForm({ value: 'running', baseForm: 'run' })).toBe('run');
    expect(distinctBaseForm({ value: 'Haus', baseForm: 'haus' })).toBeNull();
    expect(distinctBaseForm({ value: 'run', baseForm: null })).toBeNull();
  });

  it('takes the first non-empty definition', () => {
    expect(firstDefinition({ definitions: [] })).toBeNull();
    expect(
      firstDefinition({
        definitions: [
          { partOfSpeech: 'noun', definition: ' ', examples: [] },
          { partOfSpeech: 'noun', definition: 'a home', examples: [] },
        ],
      }),
    ).toBe('a home');
  });

  it('previews up to three translations across languages', () => {
    expect(translationPreview({ translations: { es: ['casa', 'hogar'], fr: ['maison', 'foyer'] } })).toEqual([
      'casa',
      'hogar',
      'maison',
    ]);
    expect(translationPreview({ translations: {} })).toEqual([]);
  });

  it('counts the examples of the definitions and the word', () => {
    expect(
      exampleCount({
        examples: ['x'],
        definitions: [
          { partOfSpeech: 'noun', definition: 'a', examples: ['1', '2'] },
          { partOfSpeech: 'verb', definition: 'b', examples: [] },
        ],
      }),
    ).toBe(3);
  });
});
