// How well a memory model predicted a learner's reviews: the srs-benchmark's metrics
// (open-spaced-repetition/srs-benchmark, utils.py `evaluate` and `rmse_matrix`; fsrs-rs's
// `r_matrix_index` bins the same way). Lower is better for both.

/** A review a study day or more after the card's previous one, as the srs-benchmark scores them. */
export type Sample = {
  /** Predicted probability of recall. */
  p: number;
  /** Recalled (any rating but Again). */
  y: boolean;
  /** Study days since the previous review. */
  deltaT: number;
  /** Long-term reviews of the card so far, this one included, plus one (fsrs-rs's r_matrix_index). */
  length: number;
  /** Earlier long-term reviews rated Again. */
  lapses: number;
};

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
