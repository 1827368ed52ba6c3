import type { Random } from '~/core/study/random';

// The "true" memory of a simulated learner, deliberately not FSRS's model: a power-law forgetting
// curve p = (1 + t/S)^-k with a per-learner exponent k, and a strength S that grows on a successful
// recall by a power of how hard the recall was (1 − p), scaled by learner ability over word
// difficulty and damped as S grows; a lapse cuts S to a fraction. Schedulers never see any of it:
// they see only the learner's ratings.

const DAY = 86_400_000;

export type Learner = { ability: number; decay: number };
export type WordMemory = { difficulty: number; strength: number; lastSeen: number; seen: boolean };

/** A log-normal draw: exp(mean + sd·z), z standard normal (Box–Muller). */
function logNormal(random: Random, sd: number) {
  const z = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.exp(sd * z);
}

export function drawLearner(random: Random): Learner {
  return { ability: logNormal(random, 0.3), decay: 0.5 + 0.4 * random() };
}

export function drawWord(random: Random): WordMemory {
  return { difficulty: logNormal(random, 0.35), strength: 0, lastSeen: 0, seen: false };
}

export function recallProbability(learner: Learner, word: WordMemory, now: number): number {
  if (!word.seen) return 0;
  const days = Math.max(0, now - word.lastSeen) / DAY;
  return (1 + days / word.strength) ** -learner.decay;
}

// A typical word (ability 1, difficulty 1, decay 0.7) learned today is recalled with a probability
// of about 85 % a day later: (1 + 1/3.5)^-0.7 ≈ 0.84 (after the learning steps' small gain). FSRS-6's
// default parameters, fitted to Anki users' logs, put it nearer 95 % after a Good; vocabulary in a
// new language is taken to be harder than the average Anki card.
const INITIAL_STRENGTH_DAYS = 3;

/** First sight of a word (its answer shown). */
export function firstExposure(learner: Learner, word: WordMemory, now: number) {
  word.strength = (INITIAL_STRENGTH_DAYS * learner.ability) / word.difficulty;
  word.lastSeen = now;
  word.seen = true;
}

/** A review: whether the learner recalls it, and the memory after seeing the answer. */
export function recall(learner: Learner, word: WordMemory, now: number, random: Random) {
  const p = recallProbability(learner, word, now);
  const recalled = random() < p;
  const skill = learner.ability / word.difficulty;
  if (recalled) {
    word.strength *= 1 + 8 * skill * (1 - p) ** 0.6 * word.strength ** -0.15;
  } else {
    word.strength = Math.max(
      (0.3 * INITIAL_STRENGTH_DAYS * learner.ability) / word.difficulty,
      word.strength * 0.2 * Math.sqrt(skill),
    );
  }
  word.lastSeen = now;
  return { recalled, p };
}
