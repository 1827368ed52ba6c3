import { describe, expect, it } from 'vitest';
import { binOf, logLoss, rmseBins, type Sample } from '~/core/study/prediction-metrics';
import { auc, weightedByReviews } from './metrics';

const sample = (fields: Partial<Sample>): Sample => ({
  p: 0.9,
  y: true,
  deltaT: 1,
  length: 2,
  lapses: 0,
  ...fields,
});

describe("the srs-benchmark's metrics", () => {
  it("bins like fsrs-rs's r_matrix_index: intervals by 3.62, review counts by 1.89, lapses by 1.73", () => {
    expect(binOf(sample({ deltaT: 1, length: 1, lapses: 0 }))).toBe('2.48|2|0');
    expect(binOf(sample({ deltaT: 3, length: 2, lapses: 1 }))).toBe('2.48|4|2');
    expect(binOf(sample({ deltaT: 4, length: 4, lapses: 2 }))).toBe('8.98|7|3');
    expect(binOf(sample({ deltaT: 14, length: 7, lapses: 3 }))).toBe('32.5|13|5');
  });

  it('scores log loss as binary cross-entropy', () => {
    const half = [sample({ p: 0.5, y: true }), sample({ p: 0.5, y: false })];
    expect(logLoss(half)).toBeCloseTo(Math.log(2));
  });

  it('gives RMSE (bins) 0 to predictions that match each bin and not to a constant that matches only the total', () => {
    const binA = [sample({ deltaT: 1, p: 0.5, y: true }), sample({ deltaT: 1, p: 0.5, y: false })];
    const binB = [sample({ deltaT: 30, p: 1, y: true }), sample({ deltaT: 30, p: 1, y: true })];
    expect(rmseBins([...binA, ...binB])).toBeCloseTo(0);
    const constant = [...binA, ...binB].map((s) => ({ ...s, p: 0.75 }));
    expect(rmseBins(constant)).toBeCloseTo(0.25);
  });

  it('measures discrimination by AUC', () => {
    expect(auc([sample({ p: 0.9, y: true }), sample({ p: 0.2, y: false })])).toBe(1);
    expect(auc([sample({ p: 0.5, y: true }), sample({ p: 0.5, y: false })])).toBe(0.5);
  });

  it('averages learners weighted by their number of reviews', () => {
    const one = [sample({ p: 0.5, y: true })];
    const three = [sample({ p: 1, y: true }), sample({ p: 1, y: true }), sample({ p: 1, y: true })];
    expect(weightedByReviews([one, three], logLoss)).toBeCloseTo(Math.log(2) / 4);
  });
});
