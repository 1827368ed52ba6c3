import { difficulties, frequencies } from '~/core/dictionary/word-values';
import { normaliseAnswer, withoutBracketedNotes } from './answer-text';
import { type Random, shuffled } from './random';
import { type RatingValue, ratingValue } from './ratings';
import type { StudyWord } from './study-word';

export const CHOICE_OPTION_COUNT = 4;

/** What the options show: the words (the prompt is a meaning) or their translations (the prompt is the word). */
export type ChoiceShows = 'value' | 'translation';
export type ChoiceOption = { wordId: string; text: string };
export type ChoiceQuestion = { options: ChoiceOption[]; answerWordId: string };

const optionText = (word: StudyWord, shows: ChoiceShows) =>
  shows === 'value' ? word.value : (word.translations[0] ?? '');
const keys = (texts: readonly string[]) => new Set(texts.map(normaliseAnswer).filter(Boolean));
// A meaning is compared with and without its bracketed note: "כסף (מתכת)" (silver) and "כסף" (money)
// read the same to the learner, so a word meaning either is no distractor for the other.
const meaningKeys = (texts: readonly string[]) => keys([...texts, ...texts.map(withoutBracketedNotes)]);
const overlaps = (a: Set<string>, b: Set<string>) => [...a].some((key) => b.has(key));

// Distance between two words' difficulty and frequency bands; an unknown band counts as one step off.
function dissimilarity(a: StudyWord, b: StudyWord) {
  const step = <T>(list: readonly T[], x: T | null, y: T | null) =>
    x === null || y === null ? 1 : Math.abs(list.indexOf(x) - list.indexOf(y));
  return step(difficulties, a.difficulty, b.difficulty) + step(frequencies, a.frequency, b.frequency);
}

/**
 * Four options for a multiple-choice question: the answer and three distractors, shuffled.
 * Distractors are taken in this order: the learner's own words of the same part of speech, then the
 * dictionary's (same language and part of speech), then the learner's other words; within each, the
 * closest in difficulty and frequency first (ties broken at random). All share the answer's language.
 * Never: a synonym of the answer (either way), a word sharing a meaning or translation with it (a
 * bracketed note set aside), the answer itself in another spelling, or two options that read the
 * same once normalised.
 * Null when three such distractors cannot be found.
 */
export function chooseChoiceOptions({
  answer,
  shows,
  learnerWords,
  dictionaryWords,
  random,
}: {
  answer: StudyWord;
  shows: ChoiceShows;
  learnerWords: readonly StudyWord[];
  dictionaryWords: readonly StudyWord[];
  random: Random;
}): ChoiceQuestion | null {
  const answerText = optionText(answer, shows);
  if (!normaliseAnswer(answerText)) return null;
  const answerForms = keys([answer.value, ...answer.variants]);
  const answerSynonyms = keys(answer.synonyms);
  const answerMeanings = meaningKeys([...answer.translations, ...answer.definitions]);
  const taken = keys([answerText]);

  const acceptable = (word: StudyWord) => {
    if (word.id === answer.id || word.language !== answer.language) return false;
    const forms = keys([word.value, ...word.variants]);
    if (overlaps(forms, answerForms) || overlaps(forms, answerSynonyms)) return false;
    if (overlaps(keys(word.synonyms), answerForms)) return false;
    return !overlaps(meaningKeys([...word.translations, ...word.definitions]), answerMeanings);
  };
  const samePart = (word: StudyWord) => !answer.partOfSpeech || word.partOfSpeech === answer.partOfSpeech;
  const ranked = (words: readonly StudyWord[]) =>
    shuffled(words.filter(acceptable), random)
      .map((word, order) => ({ word, order, distance: dissimilarity(answer, word) }))
      .sort((a, b) => a.distance - b.distance || a.order - b.order)
      .map(({ word }) => word);

  const distractors: ChoiceOption[] = [];
  const pools = [
    ranked(learnerWords.filter(samePart)),
    ranked(dictionaryWords.filter(samePart)),
    ranked(learnerWords.filter((word) => !samePart(word))),
  ];
  for (const word of pools.flat()) {
    if (distractors.length === CHOICE_OPTION_COUNT - 1) break;
    const text = optionText(word, shows);
    const key = normaliseAnswer(text);
    if (!key || taken.has(key)) continue;
    taken.add(key);
    distractors.push({ wordId: word.id, text });
  }
  if (distractors.length < CHOICE_OPTION_COUNT - 1) return null;
  return {
    options: shuffled([{ wordId: answer.id, text: answerText }, ...distractors], random),
    answerWordId: answer.id,
  };
}

export type ChoiceGrade = { correct: boolean; rating: RatingValue; chosenDistractorId: string | null };

/** Correct is Good, anything else Again; a wrong answer records which distractor was chosen. */
export function gradeChoice(question: ChoiceQuestion, chosenWordId: string): ChoiceGrade {
  if (!question.options.some((option) => option.wordId === chosenWordId)) {
    throw new RangeError('The chosen option is not one of the question');
  }
  const correct = chosenWordId === question.answerWordId;
  return {
    correct,
    rating: correct ? ratingValue.good : ratingValue.again,
    chosenDistractorId: correct ? null : chosenWordId,
  };
}
