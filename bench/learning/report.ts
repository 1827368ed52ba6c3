import { default_w } from 'ts-fsrs';
import type { PredictionScore } from '~/core/study/fitted-parameters';
import { fsrsPredictions } from '~/core/study/fsrs-predictions';
import { logLoss, rmseBins, type Sample } from '~/core/study/prediction-metrics';
import type { ReviewLogEntry } from '~/core/study/review-log-csv';
import { int, printTable, verdict } from '../lib/table';
import { frontier, type Point, reviewsAt } from './frontier';
import { FIRST_RATING_SHARE, PASS_RATING_SHARE } from './learner-behaviour';
import { auc, weightedByReviews } from './metrics';
import { studyDay } from './sim-scheduler';

export const TARGET_RATIO = 0.8;

export type Run = {
  name: string;
  family: 'fsrs' | 'fsrs-optimized' | 'sm2' | 'fixed';
  /** Desired retention for FSRS, interval modifier for SM-2. */
  setting: number;
  reviews: number;
  longTermReviews: number;
  meanRetention: number;
  endRetention: number;
  daysAtLimit: number;
  /** One review log per learner (empty logs when not kept). */
  logs: ReviewLogEntry[][];
};

type Fitted = {
  parameters: number[];
  trainingLog: ReviewLogEntry[];
  items: number;
  before: PredictionScore;
  after: PredictionScore;
};
type Measure = 'meanRetention' | 'endRetention';
const measureName: Record<Measure, string> = {
  meanRetention: 'mean over the year',
  endRetention: 'end of the year (last 30 days)',
};

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const timeOf = (entry: ReviewLogEntry) => new Date(entry.reviewedAt).getTime();

const sm2Default = (runs: Run[]) => runs.find((run) => run.family === 'sm2' && run.setting === 1)!;
const fsrsDefault = (runs: Run[]) => runs.find((run) => run.family === 'fsrs' && run.setting === 0.9)!;
const fixed = (runs: Run[]) => runs.find((run) => run.family === 'fixed')!;

/** What the simulated learners did under three schedules, against the real-data shares they follow. */
export function printBehaviour(runs: Run[]) {
  const rows = [sm2Default(runs), fsrsDefault(runs), fixed(runs)].map((run) => {
    const first = [0, 0, 0, 0];
    const pass = [0, 0, 0];
    let longTerm = 0;
    let recalled = 0;
    for (const log of run.logs) {
      const last = new Map<string, number>();
      for (const entry of log) {
        const time = timeOf(entry);
        const previous = last.get(entry.cardId);
        if (previous === undefined) first[entry.rating - 1]!++;
        else if (studyDay(time) > studyDay(previous)) {
          longTerm++;
          if (entry.rating > 1) {
            recalled++;
            pass[entry.rating - 2]!++;
          }
        }
        last.set(entry.cardId, time);
      }
    }
    const share = (counts: number[]) =>
      counts.map((n) => (n / counts.reduce((a, b) => a + b, 0)).toFixed(2)).join(' / ');
    return [run.name, share(first), pct(recalled / longTerm), share(pass)];
  });
  rows.push([
    'Anki users (fsrs-rs simulator defaults, from the srs-benchmark data)',
    FIRST_RATING_SHARE.map((x) => x.toFixed(2)).join(' / '),
    '–',
    PASS_RATING_SHARE.map((x) => x.toFixed(2)).join(' / '),
  ]);
  printTable(
    'The simulated learners: first ratings (Again / Hard / Good / Easy), recall at reviews a day or more apart, and the ratings of those recalled (Hard / Good / Easy)',
    ['schedule', 'first rating', 'recalled at reviews', 'recalled rated'],
    rows,
  );
}

export function printRuns(runs: Run[], words: number, variant = '') {
  printTable(
    `${variant ? `(${variant}) ` : ''}Every schedule, per learner: reviews in the year (same-day steps included), of which a day or more apart, retention (mean true recall probability of all the words) over the year and at its end, reviews per word remembered at the end, days the review limit held cards back (all learners)`,
    [
      'scheduler',
      'reviews',
      'a day or more apart',
      'retention, year mean',
      'retention, end',
      'reviews / word remembered',
      'days at limit',
    ],
    runs.map((run) => [
      run.name,
      int(run.reviews),
      int(run.longTermReviews),
      run.meanRetention.toFixed(3),
      run.endRetention.toFixed(3),
      (run.reviews / (words * run.endRetention)).toFixed(2),
      String(run.daysAtLimit),
    ]),
  );
}

/** FSRS's and SM-2's frontiers read at the retention of SM-2's defaults and of FSRS at 0.90. */
export function printMatched(runs: Run[], variant = '') {
  const rows: string[][] = [];
  const has = (family: Run['family']) => runs.some((run) => run.family === family);
  for (const measure of ['meanRetention', 'endRetention'] as Measure[]) {
    const hull = (family: Run['family']) =>
      frontier(
        runs
          .filter((run) => run.family === family)
          .map((run): Point => ({ retention: run[measure], reviews: run.reviews })),
      );
    const [sm2, fsrs, optimized] = [hull('sm2'), hull('fsrs'), hull('fsrs-optimized')];
    const anchors = [
      { at: "SM-2's defaults", retention: sm2Default(runs)[measure] },
      { at: 'FSRS at 0.90', retention: fsrsDefault(runs)[measure] },
    ];
    for (const { at, retention } of anchors) {
      const s = reviewsAt(sm2, retention);
      const candidates: [string, number][] = [['default, best setting', reviewsAt(fsrs, retention)]];
      if (has('fsrs-optimized'))
        candidates.push(['optimized, best setting', reviewsAt(optimized, retention)]);
      if (at === 'FSRS at 0.90') candidates.unshift(['default, 0.90 as run', fsrsDefault(runs).reviews]);
      for (const [label, f] of candidates) {
        const ratio = f / s;
        rows.push([
          measureName[measure],
          at,
          retention.toFixed(3),
          label,
          Number.isNaN(f) ? 'out of range' : int(f),
          Number.isNaN(s) ? 'out of range' : int(s),
          Number.isNaN(ratio) ? '–' : ratio.toFixed(2),
          Number.isNaN(ratio) ? '–' : verdict(ratio <= TARGET_RATIO),
        ]);
      }
    }
  }
  printTable(
    `${variant ? `(${variant}) ` : ''}Reviews at matched retention: each family's frontier (lower convex hull of its runs: FSRS over desired retention 0.80–0.97, SM-2 over its interval modifier) read at the retention of SM-2's defaults and of FSRS at 0.90; target FSRS / SM-2 ≤ ${TARGET_RATIO.toFixed(2)}`,
    [
      'retention measured',
      'matched at',
      'retention',
      'FSRS',
      'FSRS reviews',
      'SM-2 reviews',
      'FSRS / SM-2',
      'target',
    ],
    rows,
  );
}

export function printPredictions(runs: Run[], fitted: Fitted[]) {
  const rows = [fsrsDefault(runs), sm2Default(runs), fixed(runs)].map((run) => {
    const byDefault: Sample[][] = [];
    const byOptimized: Sample[][] = [];
    const byAverage: Sample[][] = [];
    run.logs.forEach((log, learner) => {
      const samples = fsrsPredictions(log, { dayOf: studyDay });
      const average = samples.filter((sample) => sample.y).length / samples.length;
      byDefault.push(samples);
      byOptimized.push(fsrsPredictions(log, { parameters: fitted[learner]!.parameters, dayOf: studyDay }));
      byAverage.push(samples.map((sample) => ({ ...sample, p: average })));
    });
    const all = byDefault.flat();
    const metric = (f: (s: readonly Sample[]) => number) =>
      [byDefault, byOptimized, byAverage].map((set) => weightedByReviews(set, f).toFixed(3));
    return [
      run.name,
      int(all.length),
      pct(all.filter((sample) => sample.y).length / all.length),
      ...metric(logLoss),
      ...metric(rmseBins),
      ...metric(auc).slice(0, 2),
    ];
  });
  printTable(
    "Predicted recall before each review a study day or more after the previous one, per learner then weighted by reviews (the srs-benchmark's way): FSRS-6 with default weights, with the learner's fitted weights (fitted on their other 500 words), and AVG, the learner's recall rate on that log; log loss and RMSE (bins) lower is better, AUC higher",
    [
      'review log',
      'reviews',
      'recalled',
      'log loss default',
      'optimized',
      'AVG',
      'RMSE (bins) default',
      'optimized',
      'AVG',
      'AUC default',
      'optimized',
    ],
    rows,
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export function printParameters(fitted: Fitted[]) {
  const at = (index: number) => median(fitted.map((f) => f.parameters[index]!));
  const row = (label: string, w: (i: number) => number, items: string) => [
    label,
    [0, 1, 2, 3].map((i) => w(i).toFixed(2)).join(' / '),
    w(8).toFixed(2),
    w(9).toFixed(2),
    w(10).toFixed(2),
    w(11).toFixed(2),
    w(15).toFixed(2),
    w(16).toFixed(2),
    w(20).toFixed(3),
    items,
  ];
  printTable(
    "FSRS-6 weights the optimizer fitted (median over learners) against the defaults: initial stability by first rating (days), the stability-increase weights w8 (scale), w9 (saturation), w10 (retrievability), the post-lapse scale w11, Hard's penalty w15 and Easy's bonus w16 (how much the grades say), the forgetting curve's decay w20; and the training items the CSV gave it per learner",
    [
      'weights',
      'S0 Again / Hard / Good / Easy',
      'w8',
      'w9',
      'w10',
      'w11',
      'w15',
      'w16',
      'decay',
      'items / learner',
    ],
    [
      row('fitted (median)', at, int(median(fitted.map((f) => f.items)))),
      row('FSRS-6 defaults', (i) => default_w[i]!, '–'),
    ],
  );
}

/** The per-learner fit as the product reports it to the learner: their own history, before and after. */
export function printOwnSchedule(fitted: Fitted[]) {
  const mid = (pick: (f: Fitted) => number) => median(fitted.map(pick));
  printTable(
    '"Optimise my schedule" as the product runs it for each learner (POST /api/me/settings/optimize): log loss and RMSE (bins) on the learner\'s own training year with FSRS\'s defaults and with the fitted parameters (median over learners)',
    ['parameters', 'log loss', 'RMSE (bins)', 'training reviews'],
    [
      [
        'defaults',
        mid((f) => f.before.logLoss).toFixed(4),
        mid((f) => f.before.rmse).toFixed(4),
        int(mid((f) => f.items)),
      ],
      [
        'fitted',
        mid((f) => f.after.logLoss).toFixed(4),
        mid((f) => f.after.rmse).toFixed(4),
        int(mid((f) => f.items)),
      ],
    ],
  );
}
