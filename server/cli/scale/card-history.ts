import { FSRSAlgorithm, type Grade, generatorParameters } from 'ts-fsrs';
import { LEARNING_STEPS, MAXIMUM_INTERVAL_DAYS, RELEARNING_STEPS } from '~/core/study/scheduler';
import type { Rng } from './random';

// One card's review history for the scale seed: FSRS-6's own memory formulas (ts-fsrs's
// FSRSAlgorithm: next_state, next_interval) over a simplified Anki state machine with the product's
// learning steps. core/study/scheduler.ts does the same through dates and seeded fuzz at ~45 µs a
// review; 60 million reviews need the bare formulas (~1.5 µs). The history is exactly what the card
// columns say (reps, lapses, state, last review), and plausible rather than the scheduler to the bit:
// for one, FSRS's elapsed days here are UTC dates apart (sessions start at a fixed UTC hour per
// learner), while the scheduler counts the learner's study days (main's 998346e); they differ by a day
// only for sessions that straddle the learner's 04:00 rollover.

const MINUTE = 60_000;
const DAY = 86_400_000;

/** State numbers as the review log stores them (0 new, 1 learning, 2 review, 3 relearning). */
export const NEW = 0;
export const LEARNING = 1;
export const REVIEW = 2;
export const RELEARNING = 3;

const minutes = (steps: readonly string[]) => steps.map((step) => Number.parseInt(step, 10));
const learningSteps = minutes(LEARNING_STEPS);
const relearningSteps = minutes(RELEARNING_STEPS);

const algorithms = new Map<number, FSRSAlgorithm>();
function algorithmFor(retention: number) {
  let algorithm = algorithms.get(retention);
  if (!algorithm) {
    algorithm = new FSRSAlgorithm(
      generatorParameters({
        request_retention: retention,
        maximum_interval: MAXIMUM_INTERVAL_DAYS,
        enable_fuzz: false,
        enable_short_term: true,
      }),
    );
    algorithms.set(retention, algorithm);
  }
  return algorithm;
}

/** How a learner studies: their retention target, how well they remember, when their sessions start. */
export type Learner = { retention: number; ability: number; sessionMs: number };

/** One review; `at` is in ms from day 0 of the card's own timeline (placed in time by the caller). */
export type HistoryReview = {
  at: number;
  rating: Grade;
  stateBefore: number;
  elapsedDays: number;
  scheduledBefore: number;
  scheduledAfter: number;
};

export type CardAfter = {
  state: number;
  stability: number;
  difficulty: number;
  /** Days between the last two reviews (FSRS's elapsed_days of the card). */
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  lastAt: number;
  dueAt: number;
};

function rate(r: Rng, recall: number): Grade {
  if (!r.chance(recall)) return 1;
  const u = r.next();
  return u < 0.12 ? 2 : u < 0.93 ? 3 : 4;
}

// Function declarations, not arrows, here and below: under tsx every closure created is also named
// through a call (esbuild's keepNames), which at 60 million reviews costs more than the formulas.
function dayOf(ms: number) {
  return Math.floor(ms / DAY);
}

function sessionTime(r: Rng, day: number, learner: Learner) {
  return day * DAY + learner.sessionMs + r.int(0, 60 * MINUTE);
}

/**
 * Reviews a new card `count` times. `pace` scales the days between reviews (1: on time or a little
 * late; below 1: early, which FSRS rewards with less stability), so that a long history can be made to
 * fit into the learner's account; at pace 0 day-scale reviews come hours apart on the same day.
 */
export function simulateCard(
  r: Rng,
  count: number,
  learner: Learner,
  pace: number,
  out: HistoryReview[],
): CardAfter {
  const fsrs = algorithmFor(learner.retention);
  out.length = 0;
  let state = NEW;
  let memory: { difficulty: number; stability: number } | null = null;
  let step = 0;
  let scheduled = 0;
  let lapses = 0;
  let fsrsElapsed = 0;
  let at = sessionTime(r, 0, learner);
  let last = -1;
  let due = at;
  for (let k = 0; k < count; k++) {
    if (k > 0) {
      // The next review: minutes later in a (re)learning step (now and then the next day's session
      // instead), or some days after the interval, scaled by the pace.
      if (state !== REVIEW) {
        at = pace > 0 && r.chance(0.08) ? sessionTime(r, dayOf(due) + 1, learner) : due + r.int(5, 90) * 1000;
      } else {
        const late = 0.9 + -Math.log(1 - r.next()) * 0.35;
        const gap = Math.round(scheduled * late * pace);
        const days = pace >= 1 ? Math.max(1, gap) : gap;
        at = days === 0 ? last + r.int(10, 180) * MINUTE : sessionTime(r, dayOf(last) + days, learner);
      }
    }
    fsrsElapsed = last < 0 ? 0 : dayOf(at) - dayOf(last);
    const before = state;
    const recall =
      state === REVIEW && memory
        ? fsrs.forgetting_curve(fsrsElapsed, memory.stability) ** (1 / learner.ability)
        : Math.min(0.97, 0.75 * learner.ability);
    // Sessions end with the cards in them graduated: a card's last review is the one that takes it
    // out of its (re)learning steps, but for a few left half-way.
    const finishing = k === count - 1 && state !== REVIEW && !r.chance(0.05);
    const rating = finishing
      ? state === NEW || (state === LEARNING && step === 0)
        ? 4
        : 3
      : rate(r, recall);
    memory = fsrs.next_state(memory, fsrsElapsed, rating);
    const scheduledBefore = scheduled;
    let wait = 0;
    let graduates = false;
    if (state === REVIEW) {
      if (rating === 1) {
        lapses++;
        state = RELEARNING;
        step = 0;
        scheduled = 0;
        wait = relearningSteps[0]!;
      } else graduates = true;
    } else {
      const steps = state === RELEARNING ? relearningSteps : learningSteps;
      if (state === NEW) state = LEARNING;
      if (rating === 1) {
        step = 0;
        wait = steps[0]!;
      } else if (rating === 2) {
        wait = Math.round(((steps[step] ?? 1) + (steps[step + 1] ?? (steps[step] ?? 1) * 2)) / 2);
      } else if (rating === 3 && step + 1 < steps.length) {
        step++;
        wait = steps[step]!;
      } else graduates = true;
    }
    if (graduates) {
      state = REVIEW;
      step = 0;
      const days = fsrs.next_interval(memory.stability, fsrsElapsed);
      scheduled =
        days >= 3 ? Math.min(MAXIMUM_INTERVAL_DAYS, Math.round(days * (0.95 + 0.1 * r.next()))) : days;
    }
    if (state !== REVIEW) scheduled = 0;
    due = state === REVIEW ? at + scheduled * DAY : at + wait * MINUTE;
    out.push({
      at,
      rating,
      stateBefore: before,
      elapsedDays: last < 0 ? 0 : Math.floor((at - last) / DAY),
      scheduledBefore,
      scheduledAfter: scheduled,
    });
    last = at;
  }
  return {
    state,
    stability: memory?.stability ?? 0,
    difficulty: memory?.difficulty ?? 0,
    elapsedDays: fsrsElapsed,
    scheduledDays: scheduled,
    learningSteps: step,
    reps: count,
    lapses,
    lastAt: last,
    dueAt: due,
  };
}
