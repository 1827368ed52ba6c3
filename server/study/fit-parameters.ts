import { tzOffset } from '@date-fns/tz';
import { computeParameters, convertCsvToFsrsItems } from '@open-spaced-repetition/binding';
import { DAY_ROLLOVER_HOUR, studyDayOf } from '~/core/study/day-boundary';
import type { PredictionScore } from '~/core/study/fitted-parameters';
import { fsrsPredictions } from '~/core/study/fsrs-predictions';
import { logLoss, rmseBins } from '~/core/study/prediction-metrics';
import type { ReviewLogEntry } from '~/core/study/review-log-csv';
import { formatReviewLogCsv } from '~/core/study/review-log-csv';
import { RELEARNING_STEPS } from '~/core/study/scheduler';

/**
 * Reviews a study day or more after the card's previous one that the FSRS optimizer needs to fit all
 * 21 parameters: with fewer, fsrs-rs fits only the four initial stabilities (below 8, nothing at all).
 */
export const MIN_OPTIMIZER_REVIEWS = 64;

export type FitRequest = { log: ReviewLogEntry[]; timeZone: string; current: number[] | null };
export type FitResult =
  | { enough: false; reviews: number }
  | { enough: true; reviews: number; weights: number[]; before: PredictionScore; after: PredictionScore };

const dayNumber = (timeZone: string) => (ms: number) =>
  Date.parse(`${studyDayOf(new Date(ms), timeZone)}T00:00:00Z`) / 86_400_000;

function score(
  log: ReviewLogEntry[],
  timeZone: string,
  parameters: readonly number[] | undefined,
): PredictionScore {
  const samples = fsrsPredictions(log, { parameters, timeZone, dayOf: dayNumber(timeZone) });
  return { logLoss: logLoss(samples), rmse: rmseBins(samples) };
}

/**
 * FSRS-6 parameters fitted to a learner's review log by the FSRS optimizer (fsrs-rs through
 * @open-spaced-repetition/binding), from the same CSV columns GET /api/me/reviews.csv gives, with
 * study days rolling over at 04:00 in the learner's zone; and how well the parameters in use and the
 * fitted ones predict that history. The learning benchmark fits its simulated learners with this.
 */
export async function fitParameters(request: FitRequest): Promise<FitResult> {
  const csv = new TextEncoder().encode(formatReviewLogCsv(request.log));
  const items = convertCsvToFsrsItems(csv, DAY_ROLLOVER_HOUR, request.timeZone, (ms, zone) =>
    tzOffset(zone, new Date(ms)),
  );
  if (items.length < MIN_OPTIMIZER_REVIEWS) return { enough: false, reviews: items.length };
  const weights = await computeParameters(items, {
    enableShortTerm: true,
    numRelearningSteps: RELEARNING_STEPS.length,
  });
  return {
    enough: true,
    reviews: items.length,
    weights,
    before: score(request.log, request.timeZone, request.current ?? undefined),
    after: score(request.log, request.timeZone, weights),
  };
}
