// Issue 13, benchmark 1: how much review FSRS (through core/study/scheduler.ts) saves against Anki's
// SM-2 and fixed intervals, for simulated learners whose memory is not FSRS's model
// (bench/learning/simulated-learner.ts). BENCH_LEARNERS sets the number of learners (default 12).
import { tzOffset } from '@date-fns/tz';
import { computeParameters, convertCsvToFsrsItems } from '@open-spaced-repetition/binding';
import { formatReviewLogCsv } from '~/core/study/review-log-csv';
import { logLoss, rmseBins } from './learning/metrics';
import { fixedScheduler, fsrsScheduler, type SimScheduler, sm2Scheduler } from './learning/schedulers';
import { type PredictionSample, simulate } from './learning/simulate';
import { int, printTable, verdict } from './lib/table';

const DAYS = 365;
const WORDS = 500;
const NEW_PER_DAY = 20;
const TARGET_RATIO = 0.8;

type Family = 'fsrs' | 'fsrs-optimized' | 'sm2' | 'fixed';
type Run = { name: string; family: Family; reviews: number; retention: number; samples: PredictionSample[] };

const seedOf = (learner: number) => 1000 + 7 * learner;

/**
 * FSRS-6 weights for one learner, fitted by the FSRS optimizer (fsrs-rs) to a year of that learner's
 * reviews of another 500 words under default FSRS, read from the review-log CSV the product exports.
 */
async function optimizedParameters(learner: number): Promise<number[]> {
  const seed = seedOf(learner);
  const history = simulate(fsrsScheduler(0.9), {
    days: DAYS,
    words: WORDS,
    newPerDay: NEW_PER_DAY,
    seed,
    wordSeed: seed + 500_000,
    keepLog: true,
  });
  const csv = new TextEncoder().encode(formatReviewLogCsv(history.log));
  const items = convertCsvToFsrsItems(csv, 4, 'UTC', (ms, zone) => tzOffset(zone, new Date(ms)));
  return computeParameters(items, { enableShortTerm: true, numRelearningSteps: 1 });
}

function runAll(
  scheduler: (learner: number) => SimScheduler<unknown>,
  family: Family,
  learners: number,
  predict: boolean,
): Run {
  let reviews = 0;
  let retention = 0;
  let name = '';
  const samples: PredictionSample[] = [];
  for (let learner = 0; learner < learners; learner++) {
    // The same seeds for every scheduler: the same learners and words, scheduled differently.
    const chosen = scheduler(learner);
    name = chosen.name;
    const result = simulate(chosen, {
      days: DAYS,
      words: WORDS,
      newPerDay: NEW_PER_DAY,
      seed: seedOf(learner),
      predict,
    });
    reviews += result.reviews;
    retention += result.endRetention;
    samples.push(...result.samples);
  }
  return { name, family, reviews: reviews / learners, retention: retention / learners, samples };
}

/** Reviews at a given end retention, linear between the two runs of a family that bracket it. */
function reviewsAt(runs: Run[], retention: number): number {
  const points = [...runs].sort((a, b) => a.retention - b.retention);
  for (let i = 1; i < points.length; i++) {
    const [low, high] = [points[i - 1]!, points[i]!];
    if (retention >= low.retention && retention <= high.retention) {
      const share =
        high.retention === low.retention ? 0 : (retention - low.retention) / (high.retention - low.retention);
      return low.reviews + share * (high.reviews - low.reviews);
    }
  }
  return Number.NaN;
}

export async function learningEffectiveness() {
  const learners = Number(process.env.BENCH_LEARNERS ?? 12);
  console.log(
    `${learners} simulated learners × ${WORDS} words × ${DAYS} days, ${NEW_PER_DAY} new words a day, a session a day; ` +
      'memory: power-law forgetting with per-learner ability and decay and per-word difficulty (seeded)',
  );
  const parameters: number[][] = [];
  for (let learner = 0; learner < learners; learner++) parameters.push(await optimizedParameters(learner));
  const runs: Run[] = [
    runAll(() => fixedScheduler(), 'fixed', learners, true),
    ...[0.7, 0.85, 1, 1.25, 1.5].map((modifier) =>
      runAll(() => sm2Scheduler(modifier), 'sm2', learners, modifier === 1),
    ),
    ...[0.75, 0.8, 0.85, 0.9, 0.95, 0.97].map((retention) =>
      runAll(() => fsrsScheduler(retention), 'fsrs', learners, retention === 0.9),
    ),
    ...[0.8, 0.85, 0.9, 0.95].map((retention) =>
      runAll(
        (learner) => fsrsScheduler(retention, parameters[learner], "optimized on the learner's log"),
        'fsrs-optimized',
        learners,
        false,
      ),
    ),
  ];

  printTable(
    'Every schedule: reviews per learner in the year, mean recall probability of all 500 words at the end, reviews per word remembered',
    ['scheduler', 'reviews / learner', 'end retention', 'reviews / word remembered'],
    runs.map((run) => [
      run.name,
      int(run.reviews),
      run.retention.toFixed(3),
      (run.reviews / (WORDS * run.retention)).toFixed(2),
    ]),
  );

  const fsrs = runs.filter((run) => run.family === 'fsrs');
  const optimized = runs.filter((run) => run.family === 'fsrs-optimized');
  const sm2 = runs.filter((run) => run.family === 'sm2');
  const sm2Default = sm2.find((run) => run.name === sm2Scheduler(1).name)!;
  const fsrsDefault = fsrs.find((run) => run.name === fsrsScheduler(0.9).name)!;
  const fixed = runs.find((run) => run.family === 'fixed')!;
  const matched = [
    { at: 'SM-2 defaults', retention: sm2Default.retention },
    { at: 'FSRS at 0.90', retention: fsrsDefault.retention },
    { at: 'fixed intervals', retention: fixed.retention },
  ].flatMap(({ at, retention }) =>
    [
      ['default', fsrs],
      ['optimized', optimized],
    ].map(([label, family]) => {
      const f = reviewsAt(family as Run[], retention);
      const s = reviewsAt(sm2, retention);
      const ratio = f / s;
      return [
        `end retention of ${at}`,
        label as string,
        retention.toFixed(3),
        Number.isNaN(f) ? 'outside FSRS runs' : int(f),
        Number.isNaN(s) ? 'outside SM-2 runs' : int(s),
        Number.isNaN(ratio) ? '–' : ratio.toFixed(2),
        Number.isNaN(ratio) ? '–' : verdict(ratio <= TARGET_RATIO),
      ];
    }),
  );
  printTable(
    'Reviews at matched end retention (each family interpolated between its runs: FSRS over desired retention, SM-2 over its interval modifier); target FSRS / SM-2 ≤ 0.80',
    [
      'matched at',
      'FSRS parameters',
      'end retention',
      'FSRS reviews',
      'SM-2 reviews',
      'FSRS / SM-2',
      'target',
    ],
    matched,
  );

  const logs = [fsrsDefault, sm2Default, fixed];
  const pooled = logs.flatMap((run) => run.samples);
  printTable(
    "FSRS's predicted recall before each review (reviews a day or more apart), against a baseline predicting the log's average recall; lower is better",
    [
      'review log',
      'reviews',
      'recalled',
      'log loss FSRS',
      'log loss baseline',
      'RMSE (bins) FSRS',
      'RMSE (bins) baseline',
    ],
    [...logs.map((run) => [run.name, run.samples] as const), ['all three', pooled] as const].map(
      ([name, samples]) => {
        const mean = samples.filter((sample) => sample.recalled).length / samples.length;
        return [
          name,
          int(samples.length),
          mean.toFixed(3),
          logLoss(samples).toFixed(3),
          logLoss(samples, () => mean).toFixed(3),
          rmseBins(samples).toFixed(3),
          rmseBins(samples, () => mean).toFixed(3),
        ];
      },
    ),
  );
}
