import { and, eq, ne, sql } from 'drizzle-orm';
import {
  acceptedAnswers,
  answerLanguageOf,
  effectiveDirection,
  nativeTranslations,
  partsOfSpeechOf,
  type QuestionWord,
  sharesTranslation,
} from '~/core/study/question';
import { type RatingValue, ratingValue } from '~/core/study/ratings';
import type { ReviewGrade, ReviewSubmission } from '~/core/study/review';
import type { StudyChoiceOption } from '~/core/study/study-session';
import { gradeTyping, mayBeAnotherWord, type TypingGrade } from '~/core/study/typing-grade';
import type { Db } from '~/server/db/client';
import { userWord } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { questionWordOf } from './question-word';

export type Graded = { rating: RatingValue; grade: ReviewGrade | null };

const typingNotes: Record<TypingGrade['tier'], (expected: string) => string | null> = {
  exact: () => null,
  normalised: () => 'Correct; capitals, spacing or punctuation differ from the answer.',
  article: (expected) => `Correct; an article or "to" before the word does not count: ${expected}.`,
  accents: (expected) => `Correct, but mind the accents: ${expected}.`,
  almost: (expected) => `Almost: one slip from ${expected}. Counted as Hard.`,
  synonym: (expected) => `Also right, but this card asks for another word: ${expected}. Counted as Hard.`,
  wrong: (expected) => `The answer is ${expected}.`,
};

/**
 * The learner's other words of the same language as the typing field holds them: their spellings, or
 * their translations; and, asked for the word, the spellings of those sharing a translation with the
 * card (`synonyms`: typed, right too, but not this card's word). A word of another language is no
 * confusion ("tres", Spanish, typed for the French "très" is the French word without its accent, not
 * another of the learner's words).
 */
async function otherAnswers(
  db: Db,
  input: {
    userId: string;
    cardId: string;
    word: QuestionWord;
    languageCode: string | null;
    recognise: boolean;
    nativeLanguage: string | null;
  },
) {
  const rows = await db
    .select({ word: userWord.word })
    .from(userWord)
    .where(
      and(
        eq(userWord.userId, input.userId),
        ne(userWord.id, input.cardId),
        input.languageCode ? sql`${userWord.word}->>'languageCode' = ${input.languageCode}` : undefined,
      ),
    );
  const others = rows.map(({ word }) => questionWordOf(word));
  if (input.recognise) {
    return {
      otherWords: others.flatMap((other) => nativeTranslations(other, input.nativeLanguage)),
      synonyms: [],
    };
  }
  return {
    otherWords: others.map((other) => other.value),
    synonyms: others
      .filter((other) => sharesTranslation(input.word, other, input.nativeLanguage))
      .map((other) => other.value),
  };
}

async function gradeTyped(
  db: Db,
  input: {
    userId: string;
    cardId: string;
    word: QuestionWord;
    review: ReviewSubmission;
    nativeLanguage: string | null;
  },
): Promise<Graded> {
  const { word, review, nativeLanguage } = input;
  const direction = effectiveDirection(word, review.direction, nativeLanguage);
  const accepted = acceptedAnswers(word, direction, nativeLanguage);
  const language = answerLanguageOf(word, direction, nativeLanguage);
  const partsOfSpeech = partsOfSpeechOf(word);
  let result = gradeTyping({ typed: review.typed ?? '', accepted, language, partsOfSpeech });
  // Only text that no accepted answer matches can be "another of your words"; look them up only then.
  if (mayBeAnotherWord(result.tier)) {
    const { otherWords, synonyms } = await otherAnswers(db, {
      ...input,
      languageCode: word.languageCode ?? null,
      recognise: direction === 'recognise',
    });
    result = gradeTyping({
      typed: review.typed ?? '',
      accepted,
      otherWords,
      synonyms,
      language,
      partsOfSpeech,
    });
  }
  const note =
    result.otherWord !== undefined && result.tier === 'wrong'
      ? `"${result.otherWord}" is another of your words; the answer is ${result.expected}.`
      : typingNotes[result.tier](result.expected);
  return {
    rating: result.rating,
    grade: {
      method: 'typing',
      correct: result.rating >= ratingValue.hard,
      answer: result.expected,
      chosenOptionId: null,
      chosenText: null,
      tier: result.tier,
      diff: result.diff,
      otherWord: result.otherWord ?? null,
      note,
    },
  };
}

function gradeChoice(input: {
  cardId: string;
  word: QuestionWord;
  review: ReviewSubmission;
  shown: StudyChoiceOption[] | undefined;
}): Graded {
  const chosen = input.review.chosenOptionId!;
  const options = input.shown;
  if (options && !options.some((option) => option.id === chosen)) {
    throw new AppError(
      'INVALID_OPTION',
      'The chosen option is not one of the options this card was shown with.',
      400,
    );
  }
  const correct = chosen === input.cardId;
  const answer = options?.find((option) => option.id === input.cardId)?.text ?? input.word.value;
  return {
    rating: correct ? ratingValue.good : ratingValue.again,
    grade: {
      method: 'multipleChoice',
      correct,
      answer,
      chosenOptionId: chosen,
      chosenText: options?.find((option) => option.id === chosen)?.text ?? null,
      tier: null,
      diff: null,
      otherWord: null,
      note: correct ? null : `The answer is ${answer}.`,
    },
  };
}

/**
 * The rating an answer earns: flashcards are rated by the learner; multiple choice is Good when the
 * card's own option was chosen and Again otherwise (checked against the options the session showed);
 * typing goes through the grading tiers (core/study/typing-grade.ts).
 */
export async function gradeAnswer(
  db: Db,
  input: {
    userId: string;
    cardId: string;
    word: QuestionWord;
    review: ReviewSubmission;
    nativeLanguage: string | null;
    shown: StudyChoiceOption[] | undefined;
  },
): Promise<Graded> {
  switch (input.review.method) {
    case 'flashcards':
      return { rating: input.review.rating as RatingValue, grade: null };
    case 'multipleChoice':
      return gradeChoice(input);
    case 'typing':
      return gradeTyped(db, input);
  }
}
