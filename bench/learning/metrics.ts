import type { Sample } from './predictions';

// The srs-benchmark's metrics (open-spaced-repetition/srs-benchmark, utils.py `evaluate` and
// `rmse_matrix`; fsrs-rs's `r_matrix_index` bins the same way).

const clampP = (p: number) => Math.min(1 - 1e-7, Math.max(1e-7, p));

/** Mean binary cross-entropy of the predicted recall against what happened. */
export function logLoss(samples: readonly Sample[]) {
  let total = 0;
  for (const { p, y } of samples) total -= y ? Math.log(clampP(p)) : Math.log(1 - clampP(p));
  return total / samples.length;
}

const logBin = (x: number, base: number, scale: number) =>
  scale * base ** Math.floor(Math.log(x) / Math.log(base));

/** The srs-benchmark's bin of a review: interval, review count and lapse count, each on a log scale. */
export function binOf(sample: Sample): string {
  const deltaT = Math.round(logBin(Math.max(sample.deltaT, 1e-6), 3.62, 2.48) * 100) / 100;
  const length = Math.round(logBin(sample.length, 1.89, 1.99));
  const lapses = sample.lapses === 0 ? 0 : Math.round(logBin(sample.lapses, 1.73, 1.65));
  return `${deltaT}|${length}|${lapses}`;
}

/**
 * RMSE (bins): reviews grouped by interval, review count and lapses (not by the prediction, so that a
 * constant cannot score 0); each bin's mean prediction against its recall rate, weighted by its size.
 */
export function rmseBins(samples: readonly Sample[]) {
  const bins = new Map<string, { p: number; y: number; n: number }>();
  for (const sample of samples) {
    const key = binOf(sample);
    const bin = bins.get(key) ?? { p: 0, y: 0, n: 0 };
    bin.p += sample.p;
    bin.y += sample.y ? 1 : 0;
    bin.n++;
    bins.set(key, bin);
  }
  let weighted = 0;
  for (const bin of bins.values()) weighted += bin.n * (bin.p / bin.n - bin.y / bin.n) ** 2;
  return Math.sqrt(weighted / samples.length);
}

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
