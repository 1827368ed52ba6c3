import { describe, expect, it } from 'vitest';
import {
  acceptedAnswers,
  answerLanguageOf,
  cardDirection,
  effectiveDirection,
  meaningsOf,
  promptOf,
  type QuestionWord,
  sharesTranslation,
  studyWordOf,
  typingPromptOf,
} from './question';
import { gradeTyping } from './typing-grade';

const corazon: QuestionWord = {
  value: 'corazón',
  baseForm: null,
  languageCode: 'es',
  definitions: [{ partOfSpeech: 'noun', definition: 'the locus of feelings and intuitions', examples: [] }],
  translations: { en: ['heart', 'Heart'], de: ['Herz'] },
  synonyms: [],
  variants: [],
  difficulty: 'beginner',
  frequency: 'high',
};

const colour: QuestionWord = {
  value: 'colour',
  baseForm: null,
  languageCode: 'en',
  definitions: [{ partOfSpeech: 'noun', definition: 'a visual attribute of things', examples: [] }],
  translations: {},
  synonyms: ['hue'],
  variants: ['color'],
};

describe('how a card is asked', () => {
  it('recall shows the native translation and accepts the word and its variants', () => {
    expect(promptOf(corazon, 'recall', 'en')).toEqual({ kind: 'translation', text: 'heart', language: 'en' });
    expect(acceptedAnswers(corazon, 'recall', 'en')).toEqual(['corazón']);
    expect(acceptedAnswers(colour, 'recall', 'he')).toEqual(['colour', 'color']);
    expect(answerLanguageOf(corazon, 'recall', 'en')).toBe('es');
  });

  it('falls back to the definition without a translation into the native language', () => {
    expect(promptOf(colour, 'recall', 'he')).toEqual({
      kind: 'definition',
      text: 'a visual attribute of things',
      language: 'en',
    });
    // A learner whose native language is the word's own gets no "translation" of it either.
    expect(promptOf(colour, 'recall', 'en')?.kind).toBe('definition');
  });

  it('recognise shows the word and accepts any native translation, once each', () => {
    expect(promptOf(corazon, 'recognise', 'de')).toEqual({ kind: 'word', text: 'corazón', language: 'es' });
    expect(acceptedAnswers(corazon, 'recognise', 'en')).toEqual(['heart']);
    expect(answerLanguageOf(corazon, 'recognise', 'de')).toBe('de');
  });

  it('recognise also accepts each translation without its bracketed note', () => {
    const plata: QuestionWord = {
      ...corazon,
      value: 'plata',
      translations: { he: ['כסף (מתכת)'], en: ['silver [metal]', 'silver'] },
    };
    expect(acceptedAnswers(plata, 'recognise', 'he')).toEqual(['כסף (מתכת)', 'כסף']);
    expect(acceptedAnswers(plata, 'recognise', 'en')).toEqual(['silver [metal]', 'silver']);
    const accepted = acceptedAnswers(plata, 'recognise', 'he');
    expect(gradeTyping({ typed: 'כסף', accepted }).tier).toBe('exact');
    expect(gradeTyping({ typed: 'כסף (מתכת)', accepted }).tier).toBe('exact');
    // The prompt of a recall card still shows the note that tells the sense.
    expect(promptOf(plata, 'recall', 'he')?.text).toBe('כסף (מתכת)');
  });

  it('recognise also accepts each meaning of a translation that holds several', () => {
    const tener: QuestionWord = {
      ...corazon,
      value: 'tener',
      translations: {
        en: ['to have, to hold', 'house; home', 'car / auto', 'bank (of a river, lake)\nshore'],
      },
    };
    const accepted = acceptedAnswers(tener, 'recognise', 'en');
    expect(accepted.slice(0, 4)).toEqual([
      'to have, to hold',
      'house; home',
      'car / auto',
      'bank (of a river, lake)\nshore',
    ]);
    expect(accepted).toEqual(
      expect.arrayContaining([
        'to have',
        'to hold',
        'house',
        'home',
        'car',
        'auto',
        'bank (of a river, lake)',
        'bank',
        'shore',
      ]),
    );
    expect(accepted).not.toContain('lake)');
    const grade = (typed: string) => gradeTyping({ typed, accepted, language: 'en' });
    expect(grade('to hold')).toMatchObject({ tier: 'exact', expected: 'to hold' });
    expect(grade('home')).toMatchObject({ tier: 'exact', expected: 'home' });
    expect(grade('auto').tier).toBe('exact');
    expect(grade('hold')).toMatchObject({ tier: 'article', expected: 'to hold' });
    expect(grade('houze')).toMatchObject({ tier: 'almost', expected: 'house' });
    expect(grade('house; home').tier).toBe('exact');
    // The recall prompt still shows the translation as written.
    expect(promptOf(tener, 'recall', 'en')?.text).toBe('to have, to hold');
  });

  it('splits a translation only where it lists meanings, not inside one phrase or figure', () => {
    expect(meaningsOf('to have, to hold')).toEqual(['to have', 'to hold']);
    expect(meaningsOf('car / auto')).toEqual(['car', 'auto']);
    expect(meaningsOf('house;home')).toEqual(['house', 'home']);
    // A slash between words is an alternative within one phrase; a comma without a space a figure.
    expect(meaningsOf('before the usual/appointed time')).toEqual([]);
    expect(meaningsOf('go/come to get')).toEqual([]);
    expect(meaningsOf('km/h')).toEqual([]);
    expect(meaningsOf('1,000')).toEqual([]);
    const holen: QuestionWord = { ...corazon, value: 'holen', translations: { en: ['go/come to get'] } };
    const accepted = acceptedAnswers(holen, 'recognise', 'en');
    expect(gradeTyping({ typed: 'go', accepted, language: 'en' }).tier).toBe('wrong');
  });

  it('does not take two bracketed senses of one translation for one meaning', () => {
    const banco: QuestionWord = {
      ...corazon,
      value: 'banco',
      translations: { en: ['bank (money)', 'bench'] },
    };
    const orilla: QuestionWord = { ...corazon, value: 'orilla', translations: { en: ['bank (of a river)'] } };
    const bank: QuestionWord = { ...corazon, value: 'bancario', translations: { en: ['bank'] } };
    expect(sharesTranslation(banco, orilla, 'en')).toBe(false);
    expect(sharesTranslation(banco, bank, 'en')).toBe(true);
    const gehen: QuestionWord = { ...corazon, value: 'gehen', translations: { en: ['go', 'walk'] } };
    const holen: QuestionWord = { ...corazon, value: 'holen', translations: { en: ['go/come to get'] } };
    expect(sharesTranslation(holen, gehen, 'en')).toBe(false);
  });

  it('tells two words sharing a native translation apart from words that do not', () => {
    const coche: QuestionWord = { ...corazon, value: 'coche', translations: { en: ['car'], de: ['Auto'] } };
    const carro: QuestionWord = {
      ...corazon,
      value: 'carro',
      translations: { en: ['cart; car (Latin America)'] },
    };
    expect(sharesTranslation(coche, carro, 'en')).toBe(true);
    expect(sharesTranslation(carro, coche, 'en')).toBe(true);
    expect(sharesTranslation(coche, corazon, 'en')).toBe(false);
    expect(sharesTranslation(coche, carro, 'de')).toBe(false);
    expect(sharesTranslation(colour, { ...colour, value: 'hue' }, 'he')).toBe(false);
  });

  it('asks recall instead when there is no translation to recognise it by', () => {
    expect(effectiveDirection(colour, 'recognise', 'he')).toBe('recall');
    expect(acceptedAnswers(colour, 'recognise', 'he')).toEqual(['colour', 'color']);
  });

  it('has nothing to prompt recall with for a word with neither meaning nor translation', () => {
    expect(promptOf({ ...colour, definitions: [] }, 'recall', 'he')).toBeNull();
  });

  it('gives the distractor rules the native translations, definitions and other spellings', () => {
    expect(studyWordOf('id-1', corazon, 'en')).toEqual({
      id: 'id-1',
      value: 'corazón',
      language: 'es',
      partOfSpeech: 'noun',
      definitions: ['the locus of feelings and intuitions'],
      translations: ['heart'],
      synonyms: [],
      variants: [],
      difficulty: 'beginner',
      frequency: 'high',
    });
    expect(studyWordOf('id-2', colour, 'en').variants).toEqual(['color']);
  });
});

describe('cardDirection', () => {
  it('asks a new card as recognition whatever the session asks, and a studied one the session’s way', () => {
    expect(cardDirection('recall', 'new')).toBe('recognise');
    expect(cardDirection('recognise', 'new')).toBe('recognise');
    for (const state of ['learning', 'review', 'relearning'] as const) {
      expect(cardDirection('recall', state)).toBe('recall');
      expect(cardDirection('recognise', state)).toBe('recognise');
    }
  });
});

describe('typingPromptOf', () => {
  const heute: QuestionWord = {
    value: 'heute',
    languageCode: 'de',
    definitions: [],
    translations: { en: ['today'] },
    synonyms: [],
    sentences: [{ text: 'Heute ist mein Geburtstag.', translations: { en: 'Today is my birthday.' } }],
  };
  it('asks for the word with a sentence that leaves it out, and the other way round as promptOf does', () => {
    expect(typingPromptOf(heute, 'recall', 'en')).toEqual({
      kind: 'sentence',
      text: '_____ ist mein Geburtstag.',
      language: 'de',
      hint: { text: 'Today is my birthday.', language: 'en' },
    });
    expect(typingPromptOf(heute, 'recognise', 'en')).toEqual(promptOf(heute, 'recognise', 'en'));
    // A learner whose language the sentence is not translated into gets the meaning instead.
    expect(typingPromptOf(heute, 'recall', 'he')).toEqual(promptOf(heute, 'recall', 'he'));
  });
});
