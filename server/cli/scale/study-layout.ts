import { rowRng } from './random';
import { type ScalePlan, scaleUser } from './scale-people';

// Who studies how much. Learners are users 0 … learners-1; learner 0 is the designated heavy learner
// when there is one. Cards and reviews are shared out in proportion to each learner's account age and
// appetite, exactly summing to the totals asked for, so learner l's cards are the card indexes
// cardStart[l] … cardStart[l+1]-1 and its reviews reviewStart[l] … reviewStart[l+1]-1: every row
// generator finds a learner's cards by arithmetic.

const DAY = 86_400_000;
const LEARNER_SALT = 10;
/** Study sets and stories name a learner's first three words. */
export const MIN_CARDS_PER_LEARNER = 3;

export type StudyOptions = {
  learners: number;
  cards: number;
  reviews: number;
  heavyCards: number;
  heavyReviews: number;
};

export type StudyLayout = {
  learners: number;
  /** The heavy learner's index (0), or -1. */
  heavy: number;
  cardStart: Float64Array;
  reviewStart: Float64Array;
  /** Learner indexes in the order of their user ids: the review log's primary key then fills in order. */
  order: Int32Array;
};

/** Why the options cannot be laid out, or null. */
export function studyOptionsProblem(users: number, o: StudyOptions): string | null {
  if (o.learners > users) return `--learners (${o.learners}) cannot exceed --users (${users})`;
  if (o.learners === 0) return o.cards + o.reviews > 0 ? 'cards and reviews need --learners' : null;
  const heavy = o.heavyCards > 0 ? 1 : 0;
  if (heavy && o.heavyCards < MIN_CARDS_PER_LEARNER) return `--heavy-cards must be at least 3`;
  const minimum = (o.learners - heavy) * MIN_CARDS_PER_LEARNER + o.heavyCards;
  if (o.cards < minimum)
    return `--cards must be at least ${minimum} (3 per learner, and the heavy learner's)`;
  if (o.reviews < o.heavyReviews) return '--reviews cannot be fewer than --heavy-reviews';
  if (o.heavyReviews > 0 && !heavy) return '--heavy-reviews needs --heavy-cards';
  return null;
}

/** `total` shared out by weight (largest remainders), each share at least `minimum`. */
export function apportion(total: number, weights: ArrayLike<number>, minimum = 0): number[] {
  const n = weights.length;
  const shares = new Array<number>(n).fill(minimum);
  const rest = total - n * minimum;
  if (n === 0 || rest <= 0) return shares;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += weights[i]!;
  const fractions = new Float64Array(n);
  let given = 0;
  for (let i = 0; i < n; i++) {
    const exact = sum > 0 ? (rest * weights[i]!) / sum : rest / n;
    const whole = Math.floor(exact);
    shares[i]! += whole;
    fractions[i] = exact - whole;
    given += whole;
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => fractions[b]! - fractions[a]! || a - b);
  for (let k = 0; k < rest - given; k++) shares[order[k % n]!]! += 1;
  return shares;
}

/** A learner's habits, a pure function of its index. */
export function learnerHabits(plan: ScalePlan, l: number, heavy: boolean) {
  const r = rowRng(plan.seed, LEARNER_SALT, l);
  const appetite = Math.exp((r.next() + r.next() + r.next() - 1.5) * 1.2);
  const intensity = Math.exp((r.next() + r.next() - 1) * 0.6);
  // Most learners studied in the last few days; some stopped weeks or months ago.
  const roll = r.next();
  const awayDays = heavy || roll < 0.7 ? 0 : roll < 0.9 ? r.int(1, 7) : r.int(8, 90);
  return {
    appetite,
    intensity,
    awayDays,
    ability: heavy ? 1 : 0.75 + r.next() * 0.5,
    sessionMs: r.int(0, 22) * 3_600_000,
    newShare: heavy ? 0.1 : 0.05 + r.next() * 0.3,
    r,
  };
}

export function studyLayout(plan: ScalePlan, o: StudyOptions): StudyLayout {
  const problem = studyOptionsProblem(plan.users, o);
  if (problem) throw new Error(problem);
  const heavy = o.learners > 0 && o.heavyCards > 0 ? 0 : -1;
  const ids: string[] = [];
  const cardWeights: number[] = [];
  const habits: ReturnType<typeof learnerHabits>[] = [];
  for (let l = 0; l < o.learners; l++) {
    const user = scaleUser(plan, l);
    ids.push(user.id);
    const h = learnerHabits(plan, l, l === heavy);
    habits.push(h);
    const ageDays = (plan.now - user.createdAt) / DAY;
    cardWeights.push(l === heavy ? 0 : ageDays ** 0.7 * h.appetite);
  }
  const others = heavy === 0 ? 1 : 0;
  const cards = apportion(
    o.cards - (heavy === 0 ? o.heavyCards : 0),
    cardWeights.slice(others),
    MIN_CARDS_PER_LEARNER,
  );
  const reviewWeights = cards.map((count, i) => count * habits[i + others]!.intensity);
  const reviews = apportion(o.reviews - (heavy === 0 ? o.heavyReviews : 0), reviewWeights);
  if (heavy === 0) {
    cards.unshift(o.heavyCards);
    reviews.unshift(o.heavyReviews);
  }
  const cardStart = new Float64Array(o.learners + 1);
  const reviewStart = new Float64Array(o.learners + 1);
  for (let l = 0; l < o.learners; l++) {
    cardStart[l + 1] = cardStart[l]! + cards[l]!;
    reviewStart[l + 1] = reviewStart[l]! + reviews[l]!;
  }
  const order = Int32Array.from(
    Array.from({ length: o.learners }, (_, l) => l).sort((a, b) => (ids[a]! < ids[b]! ? -1 : 1)),
  );
  return { learners: o.learners, heavy, cardStart, reviewStart, order };
}
