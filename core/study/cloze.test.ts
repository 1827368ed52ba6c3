import { describe, expect, it } from 'vitest';
import { CLOZE_GAP, clozeOf } from './cloze';

const sentence = (text: string, en?: string, he?: string) => ({ text, translations: { en, he } });

describe('clozeOf', () => {
  it('leaves the word out of the first sentence that holds it whole, with its translation', () => {
    expect(clozeOf('heute', [sentence('Heute ist mein Geburtstag.', 'Today is my birthday.')], 'en')).toEqual(
      { text: `${CLOZE_GAP} ist mein Geburtstag.`, translation: 'Today is my birthday.' },
    );
    expect(clozeOf('homme', [sentence("L'homme lit un livre.", 'The man reads a book.')], 'en')?.text).toBe(
      `L'${CLOZE_GAP} lit un livre.`,
    );
    expect(
      clozeOf('house', [sentence('We painted the house white.', undefined, 'צבענו את הבית בלבן.')], 'he'),
    ).toEqual({
      text: `We painted the ${CLOZE_GAP} white.`,
      translation: 'צבענו את הבית בלבן.',
    });
  });

  it('leaves out every use of the word, so a second one does not give the answer away', () => {
    expect(
      clozeOf('chat', [sentence('Le chat regarde un autre chat.', 'The cat looks at another cat.')], 'en')
        ?.text,
    ).toBe(`Le ${CLOZE_GAP} regarde un autre ${CLOZE_GAP}.`);
    // And the next sentences are tried from their start.
    const sentences = [sentence('Un chat.', undefined), sentence('Le chat dort.', 'The cat sleeps.')];
    expect(clozeOf('chat', sentences, 'en')?.text).toBe(`Le ${CLOZE_GAP} dort.`);
  });

  it('skips a sentence with only a form or a longer word, or without the learner’s translation', () => {
    const sentences = [
      sentence('Ich bin heute sehr müde.', 'I am very tired today.'),
      sentence('Die Hausaufgaben sind schwer.', 'The homework is hard.'),
      sentence('Das Haus ist alt.'),
    ];
    expect(clozeOf('sein', sentences, 'en')).toBeNull();
    expect(clozeOf('Haus', sentences, 'en')).toBeNull();
    expect(clozeOf('Haus', sentences, null)).toBeNull();
    expect(clozeOf('Haus', [sentence('Das Haus ist alt.', 'The house is old.')], 'en')?.text).toBe(
      `Das ${CLOZE_GAP} ist alt.`,
    );
  });
});
