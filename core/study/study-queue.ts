import type { CardStateName } from './card-state';
import type { Allowance } from './daily-allowance';
import { studyDayOf, studyDayStart } from './day-boundary';

/** What the queue needs to know of a card (the API reads it from the card's columns). */
export type CardSummary = {
  id: string;
  state: CardStateName;
  due: string;
  lastReview: string | null;
  /** When the learner added the word: new cards come oldest first, as Anki shows them by default. */
  addedAt: string;
};

// Anki's learn-ahead limit: a card in its minutes-long (re)learning steps is shown if due within 20
// minutes, rather than ending the session with it a few minutes away.
export const LEARN_AHEAD_MS = 20 * 60_000;

/**
 * From when a studied card can be taken into a session, by the rule the queue applies: a review card
 * from the start of the study day its due time falls in (04:00 local in the learner's zone), a
 * (re)learning card from the learn-ahead limit before its due time. "Due" on a word's page and the
 * next due time of an empty session are this, so neither says "later" of a card a session would give.
 */
export function studyableFrom(card: { state: CardStateName; due: Date }, timeZone: string): Date {
  if (card.state === 'review') return studyDayStart(studyDayOf(card.due, timeZone), timeZone);
  return new Date(card.due.getTime() - LEARN_AHEAD_MS);
}

/**
 * Today's queue: due cards first, most overdue relative to their interval first (a card 3 days late
 * on a 2-day interval is more at risk than one 3 days late on a 60-day interval), then new cards up
 * to today's allowance. A review card is due once its due time falls before the study day ends;
 * a (re)learning card once it falls within the learn-ahead limit. As in Anki, cards in their
 * (re)learning steps are never held back by the limit: the learner is part-way through them.
 */
export function buildStudyQueue(
  cards: readonly CardSummary[],
  { now, dayEnd, allowance }: { now: Date; dayEnd: Date; allowance: Allowance },
): CardSummary[] {
  const nowMs = now.getTime();
  const overdueRatio = (card: CardSummary) => {
    const due = Date.parse(card.due);
    const interval = card.lastReview ? Math.max(60_000, due - Date.parse(card.lastReview)) : 60_000;
    return (nowMs - due) / interval;
  };
  const due = cards
    .filter((card) => {
      if (card.state === 'new') return false;
      const dueMs = Date.parse(card.due);
      return card.state === 'review' ? dueMs < dayEnd.getTime() : dueMs <= nowMs + LEARN_AHEAD_MS;
    })
    .map((card) => ({ card, ratio: overdueRatio(card) }))
    .sort(
      (a, b) =>
        b.ratio - a.ratio || a.card.due.localeCompare(b.card.due) || a.card.id.localeCompare(b.card.id),
    )
    .map(({ card }) => card);
  let reviewsLeft = allowance.total;
  const dueTaken = due.filter((card) => card.state !== 'review' || reviewsLeft-- > 0);
  const newLimit = Math.max(0, Math.min(allowance.newCards, reviewsLeft));
  const fresh = cards
    .filter((card) => card.state === 'new')
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt) || a.id.localeCompare(b.id))
    .slice(0, newLimit);
  return [...dueTaken, ...fresh];
}
