import type { Sample } from '~/core/study/prediction-metrics';

// The srs-benchmark's ranking measures beside core/study/prediction-metrics.ts (log loss, RMSE bins).

/** Area under the ROC curve: the chance a recalled review was given a higher prediction than a forgotten one. */
export function auc(samples: readonly Sample[]) {
  const sorted = [...samples].sort((a, b) => a.p - b.p);
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j]!.p === sorted[i]!.p) j++;
    const midRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) {
      if (sorted[k]!.y) {
        rankSum += midRank;
        positives++;
      }
    }
    i = j;
  }
  const negatives = sorted.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Each learner scored on their own reviews, then averaged weighted by their number of reviews (the srs-benchmark's main table). */
export function weightedByReviews(
  perLearner: readonly Sample[][],
  metric: (samples: readonly Sample[]) => number,
) {
  let total = 0;
  let weight = 0;
  for (const samples of perLearner) {
    if (samples.length === 0) continue;
    const value = metric(samples);
    if (Number.isNaN(value)) continue;
    total += value * samples.length;
    weight += samples.length;
  }
  return total / weight;
}
