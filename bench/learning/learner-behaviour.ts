import type { Random } from '~/core/study/random';
import type { RatingValue } from '~/core/study/ratings';
import { logit, normal, normalQuantile } from './draws';

// How the simulated learner rates. The shares of each rating are those the FSRS simulator takes as its
// defaults, measured on the Anki collections of the srs-benchmark (fsrs-rs, SimulatorConfig::default:
// first_rating_prob [0.24, 0.094, 0.495, 0.171], review_rating_prob [0.224, 0.631, 0.145]). Unlike
// that simulator, whose Hard and Easy are random, ours say something true, as real ratings do
// (FSRS-6 "binary", which merges Hard and Easy into Good, predicts worse in the srs-benchmark): the
// first rating follows how easy the word is for the learner, and a recalled review is rated Hard or
// Easy more often the lower or higher the chance of recall was.

export const FIRST_RATING_SHARE = [0.24, 0.094, 0.495, 0.171] as const;
export const PASS_RATING_SHARE = [0.224, 0.631, 0.145] as const;

/** Weight of the word's ease in the latent score behind the first rating (the rest is noise). */
const FIRST_RATING_SKILL_WEIGHT = 0.5;
/** Noise, on the log-odds scale, between the chance of recall and how hard the recall felt. */
const GRADE_NOISE = 1;
/** The pass shares above are met when a review comes at this chance of recall (Anki's usual). */
const TYPICAL_RECALL = 0.9;

const firstCuts = [0.24, 0.334, 0.829].map(normalQuantile);
const hardBelow = logit(TYPICAL_RECALL) + GRADE_NOISE * normalQuantile(PASS_RATING_SHARE[0]);
const easyAbove = logit(TYPICAL_RECALL) + GRADE_NOISE * normalQuantile(1 - PASS_RATING_SHARE[2]);

/** The rating at first sight, from how easy the word is for the learner (a standard score). */
export function firstRating(skill: number, random: Random): RatingValue {
  const w = FIRST_RATING_SKILL_WEIGHT;
  const z = w * skill + Math.sqrt(1 - w * w) * normal(random);
  return (1 + firstCuts.filter((cut) => z > cut).length) as RatingValue;
}

/**
 * How a recalled review is graded: by how hard the recall felt ('informative', the benchmark's learner),
 * or at random in the same shares whatever the memory ('random', the FSRS simulator's assumption, kept
 * as a sensitivity check: it is what makes Anki's SM-2 slide into "ease hell").
 */
export type GradeModel = 'informative' | 'random';

/**
 * The rating of a review: Again when forgotten; within the same study day (learning steps) Good when
 * recalled; otherwise Hard, Good or Easy by how hard the recall felt.
 */
export function reviewRating(
  p: number,
  recalled: boolean,
  sameDay: boolean,
  random: Random,
  grades: GradeModel = 'informative',
): RatingValue {
  if (!recalled) return 1;
  if (sameDay) return 3;
  if (grades === 'random') {
    const u = random();
    return u < PASS_RATING_SHARE[0] ? 2 : u < PASS_RATING_SHARE[0] + PASS_RATING_SHARE[1] ? 3 : 4;
  }
  const felt = logit(Math.min(Math.max(p, 1e-6), 1 - 1e-6)) + GRADE_NOISE * normal(random);
  if (felt < hardBelow) return 2;
  if (felt > easyAbove) return 4;
  return 3;
}
