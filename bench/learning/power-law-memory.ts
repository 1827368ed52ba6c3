import type { Random } from '~/core/study/random';
import type { RatingValue } from '~/core/study/ratings';
import { normal } from './draws';
import { FIRST_DAY_RECALL, type MemoryModel, type WordMemory } from './memory-model';
import { DAY } from './sim-scheduler';

// Model A, deliberately not FSRS's: a power-law forgetting curve p = (1 + t/S)^-k (t in days) with a
// per-learner exponent k (0.5–0.9; Carpenter et al. 2008 fit 0.58 to one-session learning of facts,
// ACT-R's canonical trace decay is 0.5) and a strength S that, on a recall, is multiplied by
// 1 + 8·skill·(1 − p)^0.6·S^−0.15: harder recalls build more (the spacing effect, desirable
// difficulty; SuperMemo's stabilisation curve) and strong memories grow more slowly (stabilisation
// decay, which SuperMemo puts at S^−0.2…−0.8 and FSRS-6's default weights at S^−0.17). skill is the
// learner's ability over the word's difficulty (both log-normal). A lapse cuts S to a fifth (scaled
// by √skill), never below 0.9·skill days. The first sight sets S so that a typical learner recalls
// the word a day later as often as Anki users do after that first rating (FIRST_DAY_RECALL).

const ABILITY_SD = 0.3;
const DIFFICULTY_SD = 0.35;
const SKILL_SD = Math.hypot(ABILITY_SD, DIFFICULTY_SD);
const TYPICAL_DECAY = 0.7;
const GAIN = 8;
const HARDNESS_EXPONENT = 0.6;
const SATURATION = 0.15;
const LAPSE_KEEPS = 0.2;
const LAPSE_FLOOR_DAYS = 0.9;

/** Initial strength (days) for a learner of typical decay and skill 1, by first rating. */
export const initialStrength = (rating: RatingValue) =>
  1 / (FIRST_DAY_RECALL[rating] ** (-1 / TYPICAL_DECAY) - 1);

export class PowerLawWord implements WordMemory {
  strength = 0;
  lastSeen = 0;
  seen = false;

  constructor(
    readonly decay: number,
    readonly skill: number,
  ) {}

  probability(now: number): number {
    if (!this.seen) return 0;
    const days = Math.max(0, now - this.lastSeen) / DAY;
    return (1 + days / this.strength) ** -this.decay;
  }

  firstSight(now: number, rating: RatingValue): void {
    this.strength = initialStrength(rating) * this.skill;
    this.lastSeen = now;
    this.seen = true;
  }

  review(now: number, recalled: boolean): void {
    const p = this.probability(now);
    if (recalled) {
      this.strength *= 1 + GAIN * this.skill * (1 - p) ** HARDNESS_EXPONENT * this.strength ** -SATURATION;
    } else {
      this.strength = Math.max(
        LAPSE_FLOOR_DAYS * this.skill,
        this.strength * LAPSE_KEEPS * Math.sqrt(this.skill),
      );
    }
    this.lastSeen = now;
  }
}

export const powerLawMemory: MemoryModel = {
  name: 'power-law strength model',
  drawLearner(random: Random) {
    const ability = ABILITY_SD * normal(random);
    const decay = 0.5 + 0.4 * random();
    return {
      drawWord(wordRandom: Random) {
        const logSkill = ability - DIFFICULTY_SD * normal(wordRandom);
        return { memory: new PowerLawWord(decay, Math.exp(logSkill)), skill: logSkill / SKILL_SD };
      },
    };
  },
};
