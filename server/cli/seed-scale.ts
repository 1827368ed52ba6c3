import { parseArgs } from 'node:util';
import { MultiBar, Presets, type SingleBar } from 'cli-progress';
import { boot } from '~/server/boot';
import { EnvError, parseEnv } from '~/server/env';
import { createLogger } from '~/server/logger';
import { seedScale } from './scale/seed-scale';
import { studyOptionsProblem } from './scale/study-layout';

const usage = `Usage: DATABASE_URL=postgres://... npm run db:seed -- [--users 1000000] [--words 200000] [--purchases 300000]
         [--learners 100000] [--cards 20000000] [--reviews 60000000] [--heavy-cards 5000] [--heavy-reviews 100000]
         [--study-sets N] [--stories N] [--seed N] [--reset]
Fills a PostgreSQL database with benchmark data (COPY). --reset empties users, words, purchases and the audit log first.
Learners are the first --learners users (default: one per 5 cards); --cards (default --learners × 200, or --users)
are their words with FSRS card state, --reviews (default 3 per card) their review log, with study days to match;
the heavy learner ("Heavy Learner", heavy.learner.…@example.com; by default when --reviews ≥ 10,000,000) has
--heavy-cards cards and --heavy-reviews reviews. --users defaults to 10,000 or --learners if more.`;

const count = (value: string | undefined, fallback: number) => {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new EnvError(`Not a count: ${value}\n${usage}`);
  return n;
};

async function main() {
  const { values } = parseArgs({
    options: {
      users: { type: 'string' },
      words: { type: 'string' },
      purchases: { type: 'string' },
      learners: { type: 'string' },
      cards: { type: 'string' },
      reviews: { type: 'string' },
      'heavy-cards': { type: 'string' },
      'heavy-reviews': { type: 'string' },
      'study-sets': { type: 'string' },
      stories: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return console.log(usage);
  const env = parseEnv();
  if (!env.DATABASE_URL) throw new EnvError(`db:seed fills PostgreSQL: set DATABASE_URL.\n${usage}`);
  const askedLearners = values.learners === undefined ? undefined : count(values.learners, 0);
  const users = count(values.users, Math.max(10_000, askedLearners ?? 0));
  const cards = count(values.cards, askedLearners === undefined ? users : askedLearners * 200);
  const learners = askedLearners ?? Math.min(users, Math.floor(cards / 5));
  const reviews = count(values.reviews, cards * 3);
  const heavy = reviews >= 10_000_000;
  const options = {
    users,
    words: count(values.words, 5_000),
    purchases: count(values.purchases, 3_000),
    learners,
    cards: learners > 0 ? cards : 0,
    reviews: learners > 0 ? reviews : 0,
    heavyCards: count(values['heavy-cards'], heavy ? 5_000 : 0),
    heavyReviews: count(values['heavy-reviews'], heavy ? 100_000 : 0),
    studySets: count(values['study-sets'], Math.floor(users / 10)),
    stories: count(values.stories, Math.floor(users / 10)),
    seed: count(values.seed, 1),
    reset: values.reset ?? false,
  };
  const problem = studyOptionsProblem(options.users, options);
  if (problem) throw new EnvError(`${problem}\n${usage}`);
  // boot() applies the migrations, so the seed works on a brand-new database too.
  const booted = await boot(env, createLogger('warn'), 'db:seed');
  await booted.shutdown();

  const bars = new MultiBar(
    {
      format: '{name} |{bar}| {percentage}% | {value}/{total} | {duration_formatted}',
      hideCursor: true,
      clearOnComplete: false,
    },
    Presets.shades_classic,
  );
  let bar: SingleBar | undefined;
  console.log(`Seeding ${new URL(env.DATABASE_URL).pathname.slice(1)} with ${JSON.stringify(options)}`);
  // Bars on a terminal; one line per step otherwise (CI logs, output piped to a file).
  const tty = Boolean(process.stdout.isTTY);
  let stepStarted = 0;
  const result = await seedScale(env.DATABASE_URL, options, {
    step: (name, total) => {
      if (tty) bar = bars.create(total, 0, { name: name.padEnd(16) });
      else process.stdout.write(`${name}: ${total}… `);
      stepStarted = performance.now();
    },
    progress: (done) => bar?.update(done),
    done: () => {
      if (tty) bar?.update(bar.getTotal());
      else console.log(`${((performance.now() - stepStarted) / 1000).toFixed(1)} s`);
    },
  });
  bars.stop();
  console.log(
    `Done in ${(result.ms / 1000).toFixed(1)} s: ${JSON.stringify({ ...result, timings: undefined, sizes: undefined })}`,
  );
  console.log(`Per step (ms): ${JSON.stringify(result.timings)}`);
  const gb = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GB`;
  console.log(`\n| table | rows | heap | indexes | total |\n|---|---|---|---|---|`);
  for (const t of result.sizes.tables) {
    console.log(
      `| ${t.table} | ${t.rows.toLocaleString('en-US')} | ${gb(t.heapBytes)} | ${gb(t.indexBytes)} | ${gb(t.totalBytes)} |`,
    );
  }
  console.log(`Database size: ${gb(result.sizes.databaseBytes)}`);
}

main().catch((error) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
