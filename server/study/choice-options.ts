import { and, eq, inArray, sql } from 'drizzle-orm';
import { chooseChoiceOptions } from '~/core/study/multiple-choice';
import { effectiveDirection, type QuestionWord, studyWordOf } from '~/core/study/question';
import type { Random } from '~/core/study/random';
import type { StudyDirection } from '~/core/study/study-methods';
import type { StudyChoiceOption } from '~/core/study/study-session';
import type { StudyWord } from '~/core/study/study-word';
import type { Db } from '~/server/db/client';
import { userWord } from '~/server/db/schema';
import { dictionaryDistractors } from './dictionary-distractors';
import { questionWordOf } from './question-word';

/** A card to ask, with the direction it is asked in (core/study/question.ts cardDirection). */
type Card = { id: string; word: QuestionWord; direction: StudyDirection };

// Below this many of the learner's own words of a language and part of speech, dictionary words are
// sampled as well (the rule still prefers the learner's own).
const OWN_WORDS_ENOUGH = 8;

const keyOf = (word: StudyWord) => `${word.language}\u0000${word.partOfSpeech ?? ''}`;

/**
 * Four options for each card asked by multiple choice (null where three fair distractors cannot be
 * found: that card is asked as a flashcard). Distractors come from the learner's own words of the
 * card's language first, then from a random sample of the dictionary (core/study/multiple-choice.ts).
 */
export async function choiceOptionsFor(
  db: Db,
  input: {
    userId: string;
    cards: readonly Card[];
    nativeLanguage: string | null;
    random: Random;
  },
): Promise<Map<string, StudyChoiceOption[] | null>> {
  const { nativeLanguage } = input;
  const languages = [...new Set(input.cards.map((card) => card.word.languageCode ?? ''))];
  const ownRows = languages.length
    ? await db
        .select({ id: userWord.id, word: userWord.word })
        .from(userWord)
        .where(
          and(eq(userWord.userId, input.userId), inArray(sql`${userWord.word}->>'languageCode'`, languages)),
        )
    : [];
  const own = ownRows.map((row) => studyWordOf(row.id, questionWordOf(row.word), nativeLanguage));

  const answers = input.cards.map((card) => ({
    card,
    word: studyWordOf(card.id, card.word, nativeLanguage),
  }));
  const ownCount = new Map<string, number>();
  for (const word of own) ownCount.set(keyOf(word), (ownCount.get(keyOf(word)) ?? 0) + 1);
  const dictionary = new Map<string, StudyWord[]>();
  for (const { word } of answers) {
    const key = keyOf(word);
    if (dictionary.has(key) || (ownCount.get(key) ?? 0) >= OWN_WORDS_ENOUGH) continue;
    const rows = await dictionaryDistractors(db, {
      language: word.language,
      partOfSpeech: word.partOfSpeech,
    });
    dictionary.set(
      key,
      rows.map((row) => studyWordOf(row.id, questionWordOf(row), nativeLanguage)),
    );
  }

  const options = new Map<string, StudyChoiceOption[] | null>();
  for (const { card, word } of answers) {
    const direction = effectiveDirection(card.word, card.direction, nativeLanguage);
    const question = chooseChoiceOptions({
      answer: word,
      shows: direction === 'recognise' ? 'translation' : 'value',
      learnerWords: own,
      dictionaryWords: dictionary.get(keyOf(word)) ?? [],
      random: input.random,
    });
    options.set(
      card.id,
      question?.options.map((option) => ({ id: option.wordId, text: option.text })) ?? null,
    );
  }
  return options;
}
