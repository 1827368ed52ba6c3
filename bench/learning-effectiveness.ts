// Issue 13, benchmark 1: how many reviews FSRS (through core/study/scheduler.ts) needs against Anki's
// SM-2 and fixed intervals for the same retention, for simulated learners whose memory is not FSRS's
// model: two independent ones (bench/learning/power-law-memory.ts, act-r-memory.ts). Also how well
// FSRS predicts recall on the simulated logs (the srs-benchmark's metrics). BENCH_LEARNERS sets the
// number of learners (default 12); BENCH_MODELS picks memory models: a, b (default ab), or c, FSRS's
// own model, which only checks the harness.
import type { PredictionScore } from '~/core/study/fitted-parameters';
import type { ReviewLogEntry } from '~/core/study/review-log-csv';
import { defaultStudySettings } from '~/core/study/study-settings';
import { fitParameters } from '~/server/study/fit-parameters';
import { actRMemory } from './learning/act-r-memory';
import { mixSeed } from './learning/draws';
import { fixedScheduler } from './learning/fixed-scheduler';
import { fsrsMemory } from './learning/fsrs-memory';
import { fsrsScheduler } from './learning/fsrs-scheduler';
import type { GradeModel } from './learning/learner-behaviour';
import type { MemoryModel } from './learning/memory-model';
import { powerLawMemory } from './learning/power-law-memory';
import {
  printBehaviour,
  printMatched,
  printOwnSchedule,
  printParameters,
  printPredictions,
  printRuns,
  type Run,
} from './learning/report';
import type { SimScheduler } from './learning/sim-scheduler';
import { simulate } from './learning/simulate';
import { sm2Scheduler } from './learning/sm2-scheduler';

const DAYS = 365;
const WORDS = 500;
const routine = {
  days: DAYS,
  words: WORDS,
  newPerDay: defaultStudySettings.newCardsPerDay,
  maxReviewsPerDay: defaultStudySettings.maxReviewsPerDay,
};
const SM2_MODIFIERS = [0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.2, 1.4, 1.7, 2, 2.5];
// The desired retentions a learner can set (0.80–0.97, core/study/study-settings.ts).
const FSRS_RETENTIONS = [0.8, 0.83, 0.86, 0.88, 0.9, 0.92, 0.94, 0.96, 0.97];
const OPTIMIZED_RETENTIONS = [0.8, 0.85, 0.9, 0.94, 0.97];

const seedOf = (learner: number) => 1000 + 7 * learner;

export type Fitted = {
  parameters: number[];
  trainingLog: ReviewLogEntry[];
  items: number;
  /** What POST /api/me/settings/optimize reports: the defaults' and the fitted parameters' scores. */
  before: PredictionScore;
  after: PredictionScore;
};

/**
 * FSRS-6 weights for one learner, fitted exactly as the product fits a learner who asks to optimise
 * their schedule (server/study/fit-parameters.ts: the review-log CSV, study days from 04:00, the FSRS
 * optimizer fsrs-rs through @open-spaced-repetition/binding) to a year of that learner's reviews of
 * another 500 words under the product's defaults (FSRS at 0.90).
 */
async function fitWeights(model: MemoryModel, learner: number): Promise<Fitted> {
  const seed = seedOf(learner);
  const history = simulate(model, fsrsScheduler(0.9), {
    ...routine,
    seed,
    wordSeed: mixSeed(seed, 500_000),
    keepLog: true,
  });
  const fit = await fitParameters({ log: history.log, timeZone: 'UTC', current: null });
  if (!fit.enough) throw new Error(`learner ${learner}: only ${fit.reviews} long-term reviews to fit`);
  return {
    parameters: fit.weights,
    trainingLog: history.log,
    items: fit.reviews,
    before: fit.before,
    after: fit.after,
  };
}

function runAll(
  model: MemoryModel,
  family: Run['family'],
  setting: number,
  scheduler: (learner: number) => SimScheduler<unknown>,
  learners: number,
  keepLog: boolean,
  grades: GradeModel = 'informative',
): Run {
  const run: Run = {
    name: '',
    family,
    setting,
    reviews: 0,
    longTermReviews: 0,
    meanRetention: 0,
    endRetention: 0,
    daysAtLimit: 0,
    logs: [],
  };
  for (let learner = 0; learner < learners; learner++) {
    const chosen = scheduler(learner);
    run.name = chosen.name;
    const result = simulate(model, chosen, { ...routine, seed: seedOf(learner), keepLog, grades });
    run.reviews += result.reviews / learners;
    run.longTermReviews += result.longTermReviews / learners;
    run.meanRetention += result.meanRetention / learners;
    run.endRetention += result.endRetention / learners;
    run.daysAtLimit += result.daysAtLimit;
    run.logs.push(result.log);
  }
  return run;
}

async function benchModel(model: MemoryModel, learners: number) {
  console.log(`\n### Memory model: ${model.name}`);
  const started = performance.now();
  const fitted: Fitted[] = [];
  for (let learner = 0; learner < learners; learner++) fitted.push(await fitWeights(model, learner));
  const runs: Run[] = [
    runAll(model, 'fixed', 0, () => fixedScheduler(), learners, true),
    ...SM2_MODIFIERS.map((m) => runAll(model, 'sm2', m, () => sm2Scheduler(m), learners, m === 1)),
    ...FSRS_RETENTIONS.map((r) => runAll(model, 'fsrs', r, () => fsrsScheduler(r), learners, r === 0.9)),
    ...OPTIMIZED_RETENTIONS.map((r) =>
      runAll(
        model,
        'fsrs-optimized',
        r,
        (learner) => fsrsScheduler(r, fitted[learner]!.parameters, "optimized on the learner's log"),
        learners,
        false,
      ),
    ),
  ];
  printBehaviour(runs);
  printRuns(runs, WORDS);
  printMatched(runs);
  printPredictions(runs, fitted);
  printParameters(fitted);
  printOwnSchedule(fitted);

  // Sensitivity: the same, with recalled reviews graded Hard / Good / Easy at random (the FSRS
  // simulator's assumption) instead of by how hard the recall felt.
  const random: Run[] = [
    ...SM2_MODIFIERS.map((m) => runAll(model, 'sm2', m, () => sm2Scheduler(m), learners, false, 'random')),
    ...FSRS_RETENTIONS.map((r) =>
      runAll(model, 'fsrs', r, () => fsrsScheduler(r), learners, false, 'random'),
    ),
  ];
  printRuns(
    random.filter(
      (run) => (run.family === 'sm2' && run.setting === 1) || (run.family === 'fsrs' && run.setting === 0.9),
    ),
    WORDS,
    'with random grades',
  );
  printMatched(random, 'with random grades (sensitivity)');
  console.log(`(${model.name}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

export async function learningEffectiveness() {
  const learners = Number(process.env.BENCH_LEARNERS ?? 12);
  const chosen = process.env.BENCH_MODELS ?? 'ab';
  const models = [
    chosen.includes('a') && powerLawMemory,
    chosen.includes('b') && actRMemory,
    chosen.includes('c') && fsrsMemory,
  ].filter((model): model is MemoryModel => Boolean(model));
  console.log(
    `${learners} simulated learners per memory model × ${WORDS} words × ${DAYS} days; the product's routine: ` +
      `${routine.newPerDay} new words a day, at most ${routine.maxReviewsPerDay} cards a day, one session a day; ` +
      'every scheduler meets the same learners, words and luck (seeded)',
  );
  for (const model of models) await benchModel(model, learners);
}
