import {
  answerLanguageOf,
  cardDirection,
  effectiveDirection,
  promptOf,
  typingPromptOf,
} from '~/core/study/question';
import type { Scheduler } from '~/core/study/scheduler';
import type { StudyDirection, StudyMethod } from '~/core/study/study-methods';
import type { StudyChoiceOption, StudyItem } from '~/core/study/study-session';
import { wordStatusOf } from '~/core/words/word-status';
import type { userWord } from '~/server/db/schema';
import { wordViewOf } from '~/server/words/to-my-word';
import { cardScheduleOf, cardStateOf } from './card-row';
import { questionWordOf } from './question-word';

type UserWordRow = typeof userWord.$inferSelect;

/**
 * One card of a session as the client asks it. A card that cannot be asked the session's way (no
 * three fair distractors; nothing to show for recall) is asked as a flashcard, so no card is dropped.
 */
export function buildStudyItem(input: {
  row: UserWordRow;
  method: StudyMethod;
  /** The session's direction; a new card is asked as recognition first (cardDirection). */
  direction: StudyDirection;
  nativeLanguage: string | null;
  options: StudyChoiceOption[] | null | undefined;
  scheduler: Scheduler;
  now: Date;
}): StudyItem {
  const { row, nativeLanguage } = input;
  const word = questionWordOf(row.word);
  const direction = effectiveDirection(word, cardDirection(input.direction, row.cardState), nativeLanguage);
  const prompt = (input.method === 'typing' ? typingPromptOf : promptOf)(word, direction, nativeLanguage);
  let method = input.method;
  if (!prompt || (method === 'multipleChoice' && !input.options)) method = 'flashcards';
  const card = cardStateOf(row);
  return {
    cardId: row.id,
    method,
    direction,
    word: wordViewOf(row),
    wordStatus: wordStatusOf(card),
    card: cardScheduleOf(row),
    intervals: input.scheduler.preview(row.id, card, input.now),
    prompt: prompt ?? { kind: 'word', text: word.value, language: word.languageCode ?? null },
    options: method === 'multipleChoice' ? (input.options ?? null) : null,
    answerLanguage: method === 'flashcards' ? null : answerLanguageOf(word, direction, nativeLanguage),
    nativeLanguage,
  };
}
