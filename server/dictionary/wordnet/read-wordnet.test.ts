import { describe, expect, it } from 'vitest';
import { readWordnet, splitGloss } from './read-wordnet';

describe('WordNet reader', () => {
  it('splits a gloss into the definition and its quoted examples', () => {
    expect(
      splitGloss(
        'move fast by using one\'s feet; "Don\'t run--you\'ll be out of breath"; "The children ran"',
      ),
    ).toEqual({
      definition: "move fast by using one's feet",
      examples: ["Don't run--you'll be out of breath", 'The children ran'],
    });
    expect(splitGloss('a domesticated animal')).toEqual({
      definition: 'a domesticated animal',
      examples: [],
    });
  });

  it('reads well over 100,000 English lemmas with parts of speech, definitions, examples and synonyms', () => {
    const lemmas = readWordnet();
    expect(lemmas.length).toBeGreaterThan(100_000);
    expect(new Set(lemmas.map((lemma) => lemma.value)).size).toBe(lemmas.length);
    const dog = lemmas.find((lemma) => lemma.value === 'dog')!;
    expect(dog.definitions[0]).toMatchObject({
      partOfSpeech: 'noun',
      examples: ['the dog barked all night'],
    });
    expect(dog.definitions.some((definition) => definition.partOfSpeech === 'verb')).toBe(true);
    expect(dog.synonyms).toContain('domestic dog');
    expect(dog.tagCount).toBeGreaterThan(0);
    const galore = lemmas.find((lemma) => lemma.value === 'galore')!;
    expect(galore.definitions[0]!.partOfSpeech).toBe('adjective');
  });
});
