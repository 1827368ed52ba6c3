import { describe, expect, it } from 'vitest';
import { CHOICE_OPTION_COUNT, chooseChoiceOptions, gradeChoice } from './multiple-choice';
import { seededRandom } from './random';
import type { StudyWord } from './study-word';

const word = (id: string, value: string, overrides: Partial<StudyWord> = {}): StudyWord => ({
  id,
  value,
  language: 'en',
  partOfSpeech: 'noun',
  definitions: [],
  translations: [],
  synonyms: [],
  variants: [],
  difficulty: 'beginner',
  frequency: 'high',
  ...overrides,
});

const answer = word('a', 'house', {
  translations: ['casa'],
  definitions: ['a building where people live'],
  synonyms: ['home', 'dwelling'],
  variants: ['House'],
});

const ids = (question: ReturnType<typeof chooseChoiceOptions>) =>
  question?.options.map((option) => option.wordId).sort() ?? null;

describe('chooseChoiceOptions', () => {
  const mine = [word('l1', 'table'), word('l2', 'window'), word('l3', 'chair'), word('l4', 'door')];
  const dictionary = [word('d1', 'garden'), word('d2', 'roof'), word('d3', 'street'), word('d4', 'wall')];

  it("gives exactly four options, the answer among them, distractors first from the learner's words", () => {
    const question = chooseChoiceOptions({
      answer,
      shows: 'value',
      learnerWords: mine,
      dictionaryWords: dictionary,
      random: seededRandom(1),
    });
    expect(question?.options).toHaveLength(CHOICE_OPTION_COUNT);
    expect(question?.options.filter((option) => option.wordId === 'a')).toEqual([
      { wordId: 'a', text: 'house' },
    ]);
    expect(question?.options.every((option) => option.wordId === 'a' || option.wordId.startsWith('l'))).toBe(
      true,
    );
  });

  it('tops up from the dictionary: same language and part of speech, closest difficulty and frequency', () => {
    const question = chooseChoiceOptions({
      answer,
      shows: 'value',
      learnerWords: [word('l1', 'table')],
      dictionaryWords: [
        word('far', 'citadel', { difficulty: 'advanced', frequency: 'low' }),
        word('verb', 'run', { partOfSpeech: 'verb' }),
        word('es', 'mesa', { language: 'es' }),
        word('near1', 'garden'),
        word('near2', 'roof', { frequency: 'medium' }),
      ],
      random: seededRandom(2),
    });
    expect(ids(question)).toEqual(['a', 'l1', 'near1', 'near2']);
  });

  it('never offers a synonym, a word sharing a meaning or translation, the answer respelled, or duplicates', () => {
    const traps = [
      word('syn', 'home'),
      word('syn-back', 'residence', { synonyms: ['house'] }),
      word('same-translation', 'household', { translations: ['Casa'] }),
      word('same-definition', 'abode', { definitions: ['A building where people live.'] }),
      word('respelled', 'HOUSE'),
      word('dup1', 'table'),
      word('dup2', 'Table!'),
    ];
    const question = chooseChoiceOptions({
      answer,
      shows: 'value',
      learnerWords: traps,
      dictionaryWords: [word('d1', 'garden'), word('d2', 'roof')],
      random: seededRandom(3),
    });
    const chosen = ids(question)!;
    expect(chosen.filter((id) => id.startsWith('dup'))).toHaveLength(1);
    expect(chosen.filter((id) => !id.startsWith('dup'))).toEqual(['a', 'd1', 'd2']);
  });

  it('shows translations when asked, never two that read the same', () => {
    const question = chooseChoiceOptions({
      answer,
      shows: 'translation',
      learnerWords: [
        word('l1', 'table', { translations: ['mesa'] }),
        word('l2', 'desk', { translations: ['Mesa'] }),
        word('l3', 'chair', { translations: ['silla'] }),
        word('l4', 'no translation'),
        word('l5', 'door', { translations: ['puerta'] }),
      ],
      dictionaryWords: [],
      random: seededRandom(4),
    });
    // mesa or Mesa, whichever came first, but not both.
    expect(question?.options.map((option) => option.text.toLowerCase()).sort()).toEqual([
      'casa',
      'mesa',
      'puerta',
      'silla',
    ]);
  });

  it('sets a bracketed note aside when comparing meanings: "כסף (מתכת)" and "כסף" are no two options', () => {
    const hebrew = (id: string, value: string, translation: string) =>
      word(id, value, { language: 'es', translations: [translation] });
    const plata = hebrew('plata', 'plata', 'כסף (מתכת)');
    const dinero = hebrew('dinero', 'dinero', 'כסף');
    const others = [
      hebrew('l1', 'mesa', 'שולחן'),
      hebrew('l2', 'silla', 'כיסא'),
      hebrew('l3', 'puerta', 'דלת'),
    ];
    const ask = (answer: StudyWord, learnerWords: StudyWord[]) =>
      chooseChoiceOptions({
        answer,
        shows: 'translation',
        learnerWords,
        dictionaryWords: [],
        random: seededRandom(6),
      });
    expect(ids(ask(plata, [dinero, ...others]))).toEqual(['l1', 'l2', 'l3', 'plata']);
    expect(ids(ask(dinero, [plata, ...others]))).toEqual(['dinero', 'l1', 'l2', 'l3']);
    expect(ask(plata, [dinero, ...others.slice(1)])).toBeNull();
  });

  it('returns null when three distractors cannot be found', () => {
    expect(
      chooseChoiceOptions({
        answer,
        shows: 'value',
        learnerWords: [word('l1', 'table')],
        dictionaryWords: [word('d1', 'garden')],
        random: seededRandom(5),
      }),
    ).toBeNull();
  });

  it('shuffles with the injected random source: reproducible by seed, the answer not always first', () => {
    const ask = (seed: number) =>
      chooseChoiceOptions({
        answer,
        shows: 'value',
        learnerWords: mine,
        dictionaryWords: [],
        random: seededRandom(seed),
      })!;
    expect(ask(7)).toEqual(ask(7));
    const positions = new Set(
      Array.from({ length: 40 }, (_, seed) => ask(seed).options.findIndex((o) => o.wordId === 'a')),
    );
    expect(positions).toEqual(new Set([0, 1, 2, 3]));
  });
});

describe('gradeChoice', () => {
  const question = {
    answerWordId: 'a',
    options: [
      { wordId: 'x', text: 'table' },
      { wordId: 'a', text: 'house' },
      { wordId: 'y', text: 'chair' },
      { wordId: 'z', text: 'door' },
    ],
  };

  it('grades the answer Good and a distractor Again, recording which', () => {
    expect(gradeChoice(question, 'a')).toEqual({ correct: true, rating: 3, chosenDistractorId: null });
    expect(gradeChoice(question, 'y')).toEqual({ correct: false, rating: 1, chosenDistractorId: 'y' });
  });

  it('refuses an option that was not offered', () => {
    expect(() => gradeChoice(question, 'nope')).toThrow(RangeError);
  });
});
