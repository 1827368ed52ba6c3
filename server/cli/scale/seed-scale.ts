import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '~/server/db/client';
import { refreshAllPremium } from '~/server/purchases/refresh-premium';
import { copyRows } from './copy-rows';
import { loadStudy } from './load-study';
import {
  storyColumns,
  storyRow,
  studySetColumns,
  studySetItemColumns,
  studySetItemRow,
  studySetRow,
} from './scale-learning';
import {
  accountColumns,
  accountRow,
  profileColumns,
  profileRow,
  type ScalePlan,
  userColumns,
  userRow,
} from './scale-people';
import { purchaseColumns, purchaseRow } from './scale-purchases';
import { wordColumns, wordRow } from './scale-words';
import { dropSecondaryIndexes, recreateIndexes } from './secondary-indexes';
import { type StudyOptions, studyLayout } from './study-layout';
import { tableSizes } from './table-sizes';

export type ScaleOptions = StudyOptions & {
  users: number;
  words: number;
  purchases: number;
  studySets: number;
  stories: number;
  seed: number;
  reset: boolean;
};

export type ScaleReporter = {
  step: (name: string, total: number) => void;
  progress: (done: number) => void;
  done: () => void;
};

const tables = [
  'user',
  'account',
  'user_profile',
  'global_word',
  'purchase',
  'user_word',
  'study_set',
  'study_set_item',
  'story',
  'review_log',
  'study_day',
  'study_session',
];

// Indexes dropped for the load are written here first, so an interrupted run restores them next time.
const pendingFile = (url: string) =>
  path.join(os.tmpdir(), `vocably-scale-indexes-${Buffer.from(url).toString('base64url').slice(-24)}.json`);

/**
 * Fills a PostgreSQL database (already migrated) for benchmarks with COPY. Rows of one table are a
 * pure function of (seed, run, index), so related rows agree without lookups. Foreign-key triggers
 * are off during the load (session_replication_role = replica; the rows are consistent by construction)
 * and non-unique indexes are rebuilt once at the end.
 */
export async function seedScale(url: string, options: ScaleOptions, report: ScaleReporter) {
  const started = performance.now();
  const timings: Record<string, number> = {};
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (options.reset) {
      await client.query('TRUNCATE "user", global_word, purchase, audit_log, webhook_event CASCADE');
    }
    // After the truncate: rebuilding an interrupted run's indexes on empty tables costs nothing.
    const pending = pendingFile(url);
    if (fs.existsSync(pending)) {
      await recreateIndexes(client, JSON.parse(fs.readFileSync(pending, 'utf8')));
      fs.rmSync(pending);
    }
    const existingUsers = Number((await client.query('SELECT count(*) AS n FROM "user"')).rows[0].n);
    const existingWords = Number((await client.query('SELECT count(*) AS n FROM global_word')).rows[0].n);
    // A second run into a filled database gets its own tag, so its emails, ids and transactions are new.
    const runTag = existingUsers === 0 ? '' : randomBytes(3).toString('hex');
    const plan: ScalePlan = {
      seed: options.seed + (runTag ? Number.parseInt(runTag, 16) : 0),
      users: options.users,
      now: Date.now(),
      runTag,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      learners: options.learners,
      heavy: options.learners > 0 && options.heavyCards > 0 ? 0 : -1,
    };
    const layout = studyLayout(plan, options);
    const cardsOf = (l: number) => layout.cardStart[l + 1]! - layout.cardStart[l]!;

    // Written before the drop, whole or not at all (a rename), so a run killed at any moment leaves either
    // no dropped index or a file that restores them.
    const dropped = await dropSecondaryIndexes(client, tables, (indexes) => {
      fs.writeFileSync(`${pending}.tmp`, JSON.stringify(indexes));
      fs.renameSync(`${pending}.tmp`, pending);
    });
    await client.query(`SET session_replication_role = replica`);

    const load = async (
      name: string,
      table: string,
      columns: string[],
      count: number,
      row: (i: number) => ReturnType<typeof userRow> | undefined,
    ) => {
      if (count <= 0) return;
      const t0 = performance.now();
      report.step(name, count);
      await copyRows(client, table, columns, count, row, report.progress);
      report.done();
      timings[name] = Math.round(performance.now() - t0);
    };

    await load('users', 'user', userColumns, options.users, (i) => userRow(plan, i));
    await load('accounts', 'account', accountColumns, options.users, (i) => accountRow(plan, i));
    await load('profiles', 'user_profile', profileColumns, options.users, (i) =>
      profileRow(plan, i, i < options.learners ? cardsOf(i) : undefined),
    );
    // Words go through a staging table: generated values may already exist (WordNet, demo data).
    await client.query(
      'CREATE TEMP TABLE global_word_load (LIKE global_word INCLUDING DEFAULTS) ON COMMIT PRESERVE ROWS',
    );
    await load('global words', 'global_word_load', wordColumns, options.words, (k) =>
      wordRow(plan, k + existingWords, options.words + existingWords),
    );
    const t0 = performance.now();
    const inserted = await client.query(
      'INSERT INTO global_word SELECT * FROM global_word_load ON CONFLICT DO NOTHING',
    );
    timings['global words'] = (timings['global words'] ?? 0) + Math.round(performance.now() - t0);
    await client.query('DROP TABLE global_word_load');
    await load('purchases', 'purchase', purchaseColumns, options.purchases, (j) => purchaseRow(plan, j));
    const words = { first: existingWords, count: options.words, total: options.words + existingWords };
    let studyDays = 0;
    if (options.learners > 0) {
      const ts = performance.now();
      report.step('cards + reviews', options.cards + options.reviews);
      studyDays = (await loadStudy(url, plan, layout, words, report.progress)).days;
      report.done();
      timings['cards + reviews + study days'] = Math.round(performance.now() - ts);
      await load('study sets', 'study_set', studySetColumns, options.studySets, (s) =>
        studySetRow(plan, s, options.learners),
      );
      await load('study set items', 'study_set_item', studySetItemColumns, options.studySets * 3, (i) =>
        studySetItemRow(plan, i, layout),
      );
      await load('stories', 'story', storyColumns, options.stories, (t) => storyRow(plan, t, layout, words));
    }
    // A generated word that already existed was skipped: no card may point at it.
    if (options.learners > 0 && (inserted.rowCount ?? 0) < options.words) {
      await client.query(
        `UPDATE user_word u SET global_word_id = NULL WHERE global_word_id IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM global_word g WHERE g.id = u.global_word_id)`,
      );
    }
    await client.query(`SET session_replication_role = origin`);

    const t1 = performance.now();
    report.step('indexes', dropped.length);
    let built = 0;
    await recreateIndexes(client, dropped, () => report.progress(++built));
    fs.rmSync(pending);
    report.done();
    timings.indexes = Math.round(performance.now() - t1);
    const tp = performance.now();
    report.step('premium', 1);
    await refreshAllPremium(drizzle(client) as unknown as Db, { sandboxGrantsPremium: false });
    report.done();
    timings.premium = Math.round(performance.now() - tp);
    // The study days went in with triggers off: the learners' totals (longest streak, time studied)
    // from them, once their primary key is back.
    await client.query('SELECT learner_study_totals_rebuild()');
    const t2 = performance.now();
    // VACUUM too: the premium step updated a fifth of the users after their indexes were built, and
    // until a vacuum every search visits the dead row versions as well (autovacuum waits for 20%).
    await client.query('VACUUM (ANALYZE)');
    timings.analyze = Math.round(performance.now() - t2);
    const studying = options.learners > 0;
    return {
      users: options.users,
      words: inserted.rowCount ?? 0,
      purchases: options.purchases,
      learners: options.learners,
      cards: studying ? options.cards : 0,
      reviews: studying ? options.reviews : 0,
      studyDays,
      heavyLearner: plan.heavy === 0 ? { cards: options.heavyCards, reviews: options.heavyReviews } : null,
      studySets: studying ? options.studySets : 0,
      stories: studying ? options.stories : 0,
      timings,
      ms: Math.round(performance.now() - started),
      sizes: await tableSizes(client, [
        'user',
        'user_profile',
        'global_word',
        'purchase',
        ...tables.slice(5),
      ]),
    };
  } finally {
    await client.end();
  }
}
