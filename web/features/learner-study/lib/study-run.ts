import type { RatingValue } from '~/core/study/ratings';
import type { ReviewResult } from '~/core/study/review';
import type { StudyDirection, StudyMethod } from '~/core/study/study-methods';
import type { SessionScope, StudyItem, StudySession } from '~/core/study/study-session';

// A study session as this device plays it: the cards still to come (the first is on screen) and the
// answers given. It is kept in IndexedDB after every answer, so a reload, even offline, resumes it.

export type RunItem = StudyItem & {
  /** Set when the card comes back and its intervals could not be refreshed (answered offline). */
  intervalsStale?: boolean;
};

export type RunAnswer = {
  reviewId: string;
  cardId: string;
  word: string;
  rating: RatingValue;
  /** Multiple choice and typing: right or wrong; flashcards: null (the learner rated themselves). */
  correct: boolean | null;
  provisional: boolean;
  durationMs: number;
};

export type RunParams = {
  scope: SessionScope;
  studySetId: string | null;
  method: StudyMethod;
  direction: StudyDirection;
};

export type StudyRun = {
  userId: string;
  sessionId: string | null;
  params: RunParams;
  queue: RunItem[];
  answers: RunAnswer[];
  startedAt: string;
};

export function createRun(userId: string, session: StudySession, now = new Date()): StudyRun {
  return {
    userId,
    sessionId: session.id,
    params: {
      scope: session.scope,
      studySetId: session.studySetId,
      method: session.method,
      direction: session.direction,
    },
    queue: session.items,
    answers: [],
    startedAt: now.toISOString(),
  };
}

export const currentItem = (run: StudyRun): RunItem | undefined => run.queue[0];

/**
 * What is left, in a count that only goes down: `left` is the session's cards not answered yet (the
 * one on screen included); `again` is the cards that came back for another learning step, counted
 * apart because a wrong answer adds one. `done` of `total` is the session's distinct cards answered.
 */
export function runProgress(run: StudyRun) {
  const answered = new Set(run.answers.map((answer) => answer.cardId));
  const left = run.queue.filter((item) => !answered.has(item.cardId)).length;
  return { left, again: run.queue.length - left, done: answered.size, total: answered.size + left };
}

/** The words missed this session (rated Again, or answered wrong), once each, in the order met. */
export function missedWords(run: StudyRun): { cardId: string; word: string }[] {
  const missed = new Map<string, string>();
  for (const answer of run.answers) {
    if (answer.rating === 1 || answer.correct === false) missed.set(answer.cardId, answer.word);
  }
  return [...missed].map(([cardId, word]) => ({ cardId, word }));
}

export const isFinished = (run: StudyRun) => run.queue.length === 0;

/**
 * The card on screen was answered: it leaves the queue, and when it is due again within the
 * session it goes to the end of the queue, with the intervals the server sent back when it did.
 */
export function recordAnswer(
  run: StudyRun,
  answer: RunAnswer,
  { againThisSession, result }: { againThisSession: boolean; result?: ReviewResult },
): StudyRun {
  const [head, ...rest] = run.queue;
  if (!head) return run;
  const queue = againThisSession ? [...rest, refreshed(head, result)] : rest;
  return { ...run, queue, answers: [...run.answers, answer] };
}

function refreshed(item: RunItem, result: ReviewResult | undefined): RunItem {
  if (result?.intervals && result.card) {
    return { ...item, intervals: result.intervals, card: result.card, intervalsStale: false };
  }
  return { ...item, intervalsStale: true };
}

/**
 * The server's result for an answer the run already moved past (decided here from the card's
 * intervals): the card's copy waiting in the queue takes the server's intervals, leaves the queue
 * when the server says it is not due again, or joins it when the server says it is (a typed answer
 * that was another of the learner's words, which only the server can tell).
 */
export function reconcile(run: StudyRun, answered: RunItem, result: ReviewResult): StudyRun {
  if (isGone(result)) {
    const queue = run.queue.filter((item) => item.cardId !== result.cardId);
    return queue.length === run.queue.length ? run : { ...run, queue };
  }
  if (!movedTheCard(result) || answeredSince(run, result)) return run;
  const index = run.queue.findIndex((item) => item.cardId === result.cardId);
  const queue = [...run.queue];
  if (index === -1) {
    if (result.againThisSession) queue.push(refreshed(answered, result));
  } else if (index > 0 && !result.againThisSession) {
    queue.splice(index, 1);
  } else {
    // The card on screen (index 0) stays where it is: it only gets the fresh intervals.
    queue[index] = refreshed(queue[index]!, result);
  }
  return { ...run, queue };
}

/**
 * The result tells where the answer put the card: applied, or a resend of an answer the server had
 * already taken (a request that timed out), which it answers with what the first delivery was told
 * (an older server answered a resend with no rating, and nothing to go by).
 */
const movedTheCard = (result: ReviewResult) =>
  result.status === 'applied' || (result.status === 'duplicate' && result.rating !== null);

/**
 * The answer was refused because its word is no longer the learner's (deleted meanwhile, on another
 * device or tab): the card leaves the queue, the one on screen included, since every later answer to
 * it would be refused the same way; the run had put it back by the device's own grade.
 */
const isGone = (result: ReviewResult) =>
  result.status === 'rejected' && result.error?.code === 'WORD_NOT_FOUND';

/**
 * The learner answered the card again before this result came back (a slow server, a queue of
 * answers sent at once): the result tells of a state the card has left, so it must not bring the
 * card back or give it old intervals. The later answer's own result decides.
 */
function answeredSince(run: StudyRun, result: ReviewResult): boolean {
  const at = run.answers.findIndex((answer) => answer.reviewId === result.id);
  return at !== -1 && run.answers.slice(at + 1).some((answer) => answer.cardId === result.cardId);
}

/** The answer's grade changed once the server graded it (a provisional grade made offline). */
export function correctAnswer(run: StudyRun, reviewId: string, change: Partial<RunAnswer>): StudyRun {
  return {
    ...run,
    answers: run.answers.map((answer) => (answer.reviewId === reviewId ? { ...answer, ...change } : answer)),
  };
}

export function summarise(run: StudyRun) {
  const byRating: Record<RatingValue, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const answer of run.answers) byRating[answer.rating] += 1;
  const graded = run.answers.filter((answer) => answer.correct !== null);
  return {
    answered: run.answers.length,
    byRating,
    graded: graded.length,
    correct: graded.filter((answer) => answer.correct).length,
    durationMs: run.answers.reduce((total, answer) => total + answer.durationMs, 0),
  };
}
