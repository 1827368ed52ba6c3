import { type HistoryReview, type Learner, REVIEW, simulateCard } from './card-history';
import { type Rng, rowRng } from './random';
import type { ScalePlan } from './scale-people';

// Where a card's simulated history lies in time (card-history.ts makes it on a timeline of its own,
// starting on day 0): shifted by whole days, so that FSRS's day counts stay what they were.

const DAY = 86_400_000;

// A function declaration, not an arrow: see card-history.ts.
function dayOf(ms: number) {
  return Math.floor(ms / DAY);
}

export type Window = {
  available: number;
  startDay: number;
  nowDay: number;
  awayDays: number;
  spread: boolean;
  place: Rng;
};

/**
 * Simulates card m's history and places it in time: its last review some days ago (more when the
 * learner has been away; for a card in review, a share of its interval, so some cards are overdue and
 * the rest fall due over the coming weeks), its first after the learner's account was made. A history
 * too long for the account is simulated again at a faster pace (reviews earlier than due).
 */
export function placeHistory(
  plan: ScalePlan,
  cardSalt: number,
  m: number,
  count: number,
  learner: Learner,
  history: HistoryReview[],
  w: Window,
) {
  let after = simulateCard(rowRng(plan.seed, cardSalt, m), count, learner, 1, history);
  // One day more than the history covers: its last review may have to move a day back (below).
  let span = dayOf(after.lastAt) - dayOf(history[0]!.at) + 1;
  if (span > w.available || w.spread) {
    // Too long for the account at the learner's pace (the reviews came earlier than due), or the heavy
    // learner, whose many reviews a card would otherwise all be recent: bisect for the pace whose
    // history fills a part of the account's life drawn at random, so cards were started at any time.
    const target = w.available * (w.spread ? 0.02 + 0.98 * w.place.next() : 0.3 + 0.7 * w.place.next());
    let [low, high, fits] = [0, w.spread ? 8 : 1, -1];
    for (let i = 0; i <= 12; i++) {
      // The twelve halvings, then the pace found (0, same-day reviews, when none fitted).
      const pace = i < 12 ? (low + high) / 2 : Math.max(0, fits);
      after = simulateCard(rowRng(plan.seed, cardSalt, m), count, learner, pace, history);
      span = dayOf(after.lastAt) - dayOf(history[0]!.at) + 1;
      if (span <= target) [low, fits] = [pace, pace];
      else high = pace;
    }
  }
  if (span > w.available) {
    // Still too long at pace 0 (only with absurd inputs): squeeze the times into the account's life.
    const first = history[0]!.at;
    const squeeze = ((w.available - 1) * DAY) / Math.max(1, after.lastAt - first);
    return { after, shift: w.startDay * DAY + (first % DAY), squeeze };
  }
  const slack = w.available - span;
  const away =
    w.awayDays +
    (after.state === REVIEW ? Math.floor(w.place.next() * after.scheduledDays * 1.1) : w.place.int(0, 1));
  let shiftDays = w.nowDay - Math.min(away, slack) - dayOf(after.lastAt);
  if (after.lastAt + shiftDays * DAY > plan.now - 1000) shiftDays -= 1;
  return { after, shift: shiftDays * DAY, squeeze: 1 };
}

/** A review's time: its own timeline shifted by whole days (or, squeezed, stretched from the first). */
export function placed(at: number, first: number, shift: number, squeeze: number) {
  return squeeze === 1 ? at + shift : shift + (at - first) * squeeze;
}
