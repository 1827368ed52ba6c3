import type { Random } from '~/core/study/random';
import type { RatingValue } from '~/core/study/ratings';
import { normal } from './draws';
import { FIRST_DAY_RECALL, type MemoryModel, type WordMemory } from './memory-model';
import { DAY, MINUTE } from './sim-scheduler';

// Model B, independent of model A and of FSRS: ACT-R's declarative memory as Pavlik & Anderson
// (2005, Cognitive Science 29; 2008, J. Exp. Psych.: Applied 14) use it for vocabulary. Every sight
// of a word lays down a trace that decays as a power of its age; activation
// m = β + ln Σ (h·age_k)^−d_k, and a trace's decay rises with the activation when it was laid down,
// d_k = c·e^m + a, which is their account of the spacing effect (massed practice decays fast).
// Recall p = 1 / (1 + e^((τ − m)/s)). Parameters as published and as the srs-benchmark's ACT-R model
// starts from: a = 0.177, c = 0.217, s = 0.255, τ = −0.704, h = 0.025 (age in seconds scaled by h,
// at least 1). β = learner + word (Pavlik & Anderson 2008's β_s and β_i; spread chosen to match model
// A's spread of first-day recall) + what the learner already knew (set so that a typical learner's
// first-day recall by first rating is FIRST_DAY_RECALL). Every review, recalled or not, adds a trace:
// the answer is shown either way.

const A = 0.177;
const C = 0.217;
const S = 0.255;
const TAU = -0.704;
const H = 0.025;
const LEARNER_SD = 0.075;
const WORD_SD = 0.087;
const SKILL_SD = Math.hypot(LEARNER_SD, WORD_SD);

export class ActRWord implements WordMemory {
  readonly times: number[] = [];
  readonly decays: number[] = [];
  beta: number;

  constructor(readonly skillBeta: number) {
    this.beta = skillBeta;
  }

  activation(now: number): number {
    let sum = 0;
    for (let k = 0; k < this.times.length; k++) {
      const age = Math.max(1, (H * (now - this.times[k]!)) / 1000);
      sum += age ** -this.decays[k]!;
    }
    return sum > 0 ? this.beta + Math.log(sum) : Number.NEGATIVE_INFINITY;
  }

  probability(now: number): number {
    if (this.times.length === 0) return 0;
    return 1 / (1 + Math.exp((TAU - this.activation(now)) / S));
  }

  private present(now: number) {
    const m = this.activation(now);
    this.decays.push(C * Math.exp(m) + A);
    this.times.push(now);
  }

  firstSight(now: number, rating: RatingValue): void {
    this.beta = this.skillBeta + priorBeta[rating];
    this.present(now);
  }

  review(now: number, _recalled: boolean): void {
    this.present(now);
  }
}

/** β for what a learner already knew, solved so that sights at 0 and 10 min give FIRST_DAY_RECALL a day on. */
function solvePriorBeta(target: number): number {
  let low = -3;
  let high = 3;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    const word = new ActRWord(mid);
    word.times.push(0);
    word.decays.push(A);
    word.review(10 * MINUTE, true);
    if (word.probability(DAY) < target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

const priorBeta = Object.fromEntries(
  ([1, 2, 3, 4] as const).map((rating) => [rating, solvePriorBeta(FIRST_DAY_RECALL[rating])]),
) as Record<RatingValue, number>;

export const actRMemory: MemoryModel = {
  name: 'ACT-R (Pavlik & Anderson)',
  drawLearner(random: Random) {
    const learner = LEARNER_SD * normal(random);
    return {
      drawWord(wordRandom: Random) {
        const beta = learner + WORD_SD * normal(wordRandom);
        return { memory: new ActRWord(beta), skill: beta / SKILL_SD };
      },
    };
  },
};
