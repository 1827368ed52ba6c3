import type { RatingValue } from '~/core/study/ratings';
import type { ReviewGrade } from '~/core/study/review';
import type { StudyItem } from '~/core/study/study-session';
import type { Answer } from './answer';

// Grading on this device, used only while the server cannot be reached: the same core rules the
// server applies, over the word the session sent. The server grades the queued answer again when it
// arrives (it alone knows the learner's other words, so a confusion with one of them shows only then).

/**
 * The typing grader, its `diff` library and the rules of which answers a card accepts load only once
 * a typing question appears (the study screen's first load stays small, docs/performance.md §6); the
 * typing question asks for it when it shows, so it is at hand (and kept by the offline worker) before
 * an answer needs it offline.
 */
let typingGrader: Promise<typeof import('./typing-grader')> | undefined;
export function loadTypingGrader() {
  typingGrader ??= import('./typing-grader').catch((error: unknown) => {
    typingGrader = undefined;
    throw error;
  });
  return typingGrader;
}

const AGAIN: RatingValue = 1;
const GOOD: RatingValue = 3;

export async function gradeOffline(
  item: StudyItem,
  answer: Answer,
): Promise<{ rating: RatingValue; grade: ReviewGrade | null }> {
  if (answer.method === 'flashcards') return { rating: answer.rating, grade: null };
  if (answer.method === 'multipleChoice') {
    // The right option carries the card's own id, as the server grades it.
    const chosen = item.options?.find((option) => option.id === answer.chosenOptionId);
    const right = item.options?.find((option) => option.id === item.cardId);
    const correct = answer.chosenOptionId === item.cardId;
    return {
      rating: correct ? GOOD : AGAIN,
      grade: {
        method: 'multipleChoice',
        correct,
        answer: right?.text ?? item.word.value,
        chosenOptionId: answer.chosenOptionId,
        chosenText: chosen?.text ?? null,
        tier: null,
        diff: null,
        otherWord: null,
        note: null,
      },
    };
  }
  const { gradeTyping, acceptedAnswersOf, partsOfSpeechOf } = await loadTypingGrader();
  const accepted = acceptedAnswersOf(item);
  const expected = accepted[0] ?? item.word.value;
  const typing = gradeTyping({
    typed: answer.typed,
    accepted: accepted.length ? accepted : [expected],
    language: item.answerLanguage,
    partsOfSpeech: partsOfSpeechOf(item.word),
  });
  return {
    rating: typing.rating,
    grade: {
      method: 'typing',
      correct: typing.tier !== 'wrong',
      answer: typing.expected,
      chosenOptionId: null,
      chosenText: null,
      tier: typing.tier,
      diff: typing.diff,
      otherWord: null,
      note: null,
    },
  };
}

const LEARN_AHEAD_MS = 20 * 60_000;

/**
 * Whether the card comes back in this session, as the server decides it: the rating's next interval
 * (sent with the card) is within the 20-minute learn-ahead. A card that already came back without
 * the server's word on its last answer (offline) still holds the intervals of its first showing, a
 * step behind: a new card's Good is 10 minutes there, so every Good would bring it back and the
 * session would never end. The server moves a card on at a pass on its step, so a Good or an Easy
 * on such a card lets it go (the server's result, when it comes, brings it back if it disagrees).
 */
export function dueAgainThisSession(
  item: StudyItem & { intervalsStale?: boolean },
  rating: RatingValue,
): boolean {
  if (item.intervalsStale && rating >= 3) return false;
  const names = ['again', 'hard', 'good', 'easy'] as const;
  return item.intervals[names[rating - 1]!].intervalMs <= LEARN_AHEAD_MS;
}
