import type { PredictionSample } from './simulate';

const clampP = (p: number) => Math.min(1 - 1e-6, Math.max(1e-6, p));

/** Mean binary cross-entropy of predicted recall against what happened. */
export function logLoss(
  samples: readonly PredictionSample[],
  predict = (s: PredictionSample) => s.predicted,
) {
  let total = 0;
  for (const sample of samples) {
    const p = clampP(predict(sample));
    total -= sample.recalled ? Math.log(p) : Math.log(1 - p);
  }
  return total / samples.length;
}

// The srs-benchmark's current RMSE (bins): reviews are binned by interval, number of reviews and
// number of lapses (each rounded on a log scale), not by the prediction, so that a constant
// prediction cannot score 0. Each bin contributes (mean predicted − mean recalled)², weighted by size.
const logRound = (x: number, base: number, scale: number, digits: number) => {
  if (x <= 0) return 0;
  const value = scale * base ** Math.floor(Math.log(x) / Math.log(base));
  return Number(value.toFixed(digits));
};
const binOf = (s: PredictionSample) =>
  `${logRound(s.elapsedDays, 2.57, 2.48, 2)}|${logRound(s.reviews, 1.58, 1.52, 0)}|${logRound(s.lapses, 1.48, 1.4, 0)}`;

export function rmseBins(
  samples: readonly PredictionSample[],
  predict = (s: PredictionSample) => s.predicted,
) {
  const bins = new Map<string, { predicted: number; recalled: number; n: number }>();
  for (const sample of samples) {
    const key = binOf(sample);
    const bin = bins.get(key) ?? { predicted: 0, recalled: 0, n: 0 };
    bin.predicted += predict(sample);
    bin.recalled += sample.recalled ? 1 : 0;
    bin.n++;
    bins.set(key, bin);
  }
  let weighted = 0;
  for (const bin of bins.values()) weighted += bin.n * (bin.predicted / bin.n - bin.recalled / bin.n) ** 2;
  return Math.sqrt(weighted / samples.length);
}
