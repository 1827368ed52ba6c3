import { acceptedAnswers } from '~/core/study/question';

export { partsOfSpeechOf } from '~/core/study/question';

import type { StudyItem } from '~/core/study/study-session';

// What offline typing grading loads on demand (offline-grade.ts): the grader and the rules of which
// answers a card accepts, neither needed before a typing question shows.
export { gradeTyping } from '~/core/study/typing-grade';

/**
 * The answers the card accepts: the word and its forms (recall), or its translations into the
 * learner's language, which is the answer's language when the card asks for the meaning.
 */
export function acceptedAnswersOf(item: StudyItem): string[] {
  return acceptedAnswers(
    item.word,
    item.direction,
    item.direction === 'recognise' ? item.answerLanguage : null,
  );
}
