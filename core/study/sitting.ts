/**
 * A sitting: the study sessions a learner runs one after another count as one against the plan's
 * monthly study-session limit. Switching method (flashcards, then typing) should not cost a second
 * session, so a session started within this long of the learner's last answer continues the sitting.
 */
export const SITTING_GAP_MS = 30 * 60 * 1000;

/**
 * Whether a session started at `now` continues the sitting whose last answer was at `lastAnswerAt`.
 * No answer yet (null) never continues anything; an answer stamped later than `now` (a device clock
 * ahead of ours) is as recent as it gets.
 */
export function continuesSitting(lastAnswerAt: Date | null, now: Date): boolean {
  if (!lastAnswerAt) return false;
  return now.getTime() - lastAnswerAt.getTime() <= SITTING_GAP_MS;
}
