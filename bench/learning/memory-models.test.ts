import { describe, expect, it } from 'vitest';
import { seededRandom } from '~/core/study/random';
import { ActRWord, actRMemory } from './act-r-memory';
import { FIRST_DAY_RECALL, type WordMemory } from './memory-model';
import { PowerLawWord, powerLawMemory } from './power-law-memory';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A typical learner's word of either model (skill 1, decay 0.7; β 0). */
const typical = {
  'power law': () => new PowerLawWord(0.7, 1),
  'ACT-R': () => new ActRWord(0),
};

describe.each(Object.entries(typical))('the %s memory', (_name, word) => {
  it('recalls a word a day after first sight as often as Anki users do after that first rating', () => {
    for (const rating of [1, 2, 3, 4] as const) {
      const memory: WordMemory = word();
      memory.firstSight(0, rating);
      memory.review(10 * MINUTE, true, 3);
      expect(memory.probability(DAY)).toBeCloseTo(FIRST_DAY_RECALL[rating], 1);
    }
  });

  it('forgets over time, and more slowly after each spaced review', () => {
    const memory = word();
    memory.firstSight(0, 1);
    expect(memory.probability(0)).toBeGreaterThan(0.99);
    expect(memory.probability(DAY)).toBeGreaterThan(memory.probability(7 * DAY));
    const drop = (from: number) => memory.probability(from + DAY) - memory.probability(from + 8 * DAY);
    const before = drop(0);
    memory.review(DAY, true);
    memory.review(4 * DAY, true);
    expect(drop(4 * DAY)).toBeLessThan(before);
  });

  it('keeps more after spaced than after massed practice (the spacing effect)', () => {
    const massed = word();
    massed.firstSight(0, 1);
    massed.review(MINUTE, true);
    massed.review(2 * MINUTE, true);
    const spaced = word();
    spaced.firstSight(0, 1);
    spaced.review(DAY, true);
    spaced.review(3 * DAY, true);
    expect(spaced.probability(30 * DAY)).toBeGreaterThan(massed.probability(30 * DAY));
  });
});

describe('the power-law memory', () => {
  it('builds more strength on a harder recall and cuts it on a lapse', () => {
    const early = new PowerLawWord(0.7, 1);
    early.firstSight(0, 3);
    const late = new PowerLawWord(0.7, 1);
    late.firstSight(0, 3);
    early.review(DAY, true);
    late.review(20 * DAY, true);
    expect(late.strength).toBeGreaterThan(early.strength);
    const before = late.strength;
    late.review(200 * DAY, false);
    expect(late.strength).toBeCloseTo(before * 0.2, 5);
  });
});

describe('ACT-R with Pavlik & Anderson’s parameters', () => {
  it('lays a faster-decaying trace when activation is high (massed)', () => {
    const memory = new ActRWord(0);
    memory.firstSight(0, 1);
    memory.review(MINUTE, true);
    memory.review(30 * DAY, true);
    expect(memory.decays[0]).toBeCloseTo(0.177, 3);
    expect(memory.decays[1]!).toBeGreaterThan(memory.decays[2]!);
  });
});

describe.each([
  ['power law', powerLawMemory],
  ['ACT-R', actRMemory],
])('%s learners', (_name, model) => {
  it('are the same for the same seed, and their words differ in ease', () => {
    const draw = () => {
      const learner = model.drawLearner(seededRandom(7));
      const random = seededRandom(8);
      return Array.from({ length: 200 }, () => learner.drawWord(random).skill);
    };
    const skills = draw();
    expect(draw()).toEqual(skills);
    const mean = skills.reduce((a, b) => a + b, 0) / skills.length;
    const sd = Math.sqrt(skills.reduce((a, b) => a + (b - mean) ** 2, 0) / skills.length);
    expect(sd).toBeGreaterThan(0.5);
    expect(sd).toBeLessThan(1.2);
  });
});
