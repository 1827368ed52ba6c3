import { DAY, MINUTE } from './sim-scheduler';

// Anki's learning and relearning steps and its interval fuzz, ported from its scheduler
// (rslib/src/scheduler/states/steps.rs and fuzz.rs in ankitects/anki), for the SM-2 and fixed-interval
// schedules: both answer minutes-long steps exactly as Anki does.

/** Delays of a list of steps (in minutes), indexed like Anki: `remaining` counts the steps left. */
export class AnkiSteps {
  constructor(readonly minutes: readonly number[]) {}

  get count() {
    return this.minutes.length;
  }

  private index(remaining: number) {
    return Math.min(Math.max(0, this.count - (remaining % 1000)), Math.max(0, this.count - 1));
  }

  private delay(index: number): number | null {
    const minutes = this.minutes[index];
    return minutes === undefined ? null : minutes * MINUTE;
  }

  /** Again: back to the first step. */
  againDelay(): number | null {
    return this.delay(0);
  }

  /**
   * Hard repeats the current step; on the first step, the average of the first two (or 1.5 times the
   * only step, at most a day more), so that it differs from Again.
   */
  hardDelay(remaining: number): number | null {
    const index = this.index(remaining);
    const current = this.delay(index) ?? this.delay(0);
    if (current === null) return null;
    if (index > 0) return current;
    const next = this.delay(1);
    const delay = next === null ? Math.min(current * 1.5, current + DAY) : (current + next) / 2;
    return delay > DAY ? Math.round(delay / DAY) * DAY : delay;
  }

  /** Good moves to the next step; null when there is none (the card graduates). */
  goodDelay(remaining: number): number | null {
    return this.delay(this.index(remaining) + 1);
  }

  remainingAfterGood(remaining: number) {
    return Math.max(0, this.count - (this.index(remaining) + 1));
  }
}

const FUZZ_RANGES = [
  { start: 2.5, end: 7, factor: 0.15 },
  { start: 7, end: 20, factor: 0.1 },
  { start: 20, end: Number.POSITIVE_INFINITY, factor: 0.05 },
];

function fuzzDelta(interval: number) {
  if (interval < 2.5) return 0;
  return FUZZ_RANGES.reduce(
    (delta, range) => delta + range.factor * Math.max(0, Math.min(interval, range.end) - range.start),
    1,
  );
}

/**
 * Anki's review fuzz: a whole number of days drawn (by `fuzzFactor` in [0, 1)) from around the
 * interval, within [minimum, maximum]; no fuzz below 2.5 days or when `fuzzFactor` is null.
 */
export function withReviewFuzz(
  fuzzFactor: number | null,
  interval: number,
  minimum: number,
  maximum: number,
) {
  if (fuzzFactor === null) return Math.min(Math.max(Math.round(interval), minimum), maximum);
  const low = Math.min(minimum, maximum);
  const clamped = Math.min(Math.max(interval, low), maximum);
  const delta = fuzzDelta(clamped);
  const lower = Math.min(Math.max(Math.round(clamped - delta), low), maximum);
  let upper = Math.min(Math.max(Math.round(clamped + delta), low), maximum);
  if (upper === lower && upper > 2 && upper < maximum) upper = lower + 1;
  return Math.floor(lower + fuzzFactor * (1 + upper - lower));
}
