import pg from 'pg';
import { openCopy } from './copy-rows';
import type { ScalePlan } from './scale-people';
import {
  cardColumns,
  learnerStudyRows,
  reviewColumns,
  type SeedWords,
  studyDayColumns,
  studySessionColumns,
} from './scale-study';
import type { StudyLayout } from './study-layout';

const FLUSH_CHARS = 4 << 20;

/**
 * Loads every learner's cards, reviews, study days and study sessions in one pass: each learner's rows
 * are made once (the card histories are simulated once) and streamed into four COPYs on four
 * connections at once.
 * Learners go in the order of their user ids, so the review log's primary key (user_id, id) and the
 * study days' (user_id, day) grow at their right-hand edge instead of splitting pages all over.
 */
export async function loadStudy(
  url: string,
  plan: ScalePlan,
  layout: StudyLayout,
  words: SeedWords,
  onProgress: (rows: number) => void,
) {
  const clients = [0, 1, 2, 3].map(() => new pg.Client({ connectionString: url }));
  await Promise.all(clients.map((client) => client.connect()));
  try {
    for (const client of clients) await client.query('SET session_replication_role = replica');
    const writers = [
      openCopy(clients[0]!, 'user_word', cardColumns),
      openCopy(clients[1]!, 'review_log', reviewColumns),
      openCopy(clients[2]!, 'study_day', studyDayColumns),
      openCopy(clients[3]!, 'study_session', studySessionColumns),
    ];
    let buffers = ['', '', '', ''];
    let rows = 0;
    let days = 0;
    const flush = async () => {
      const pending = buffers;
      buffers = ['', '', '', ''];
      await Promise.all(writers.map((writer, i) => writer.write(pending[i]!)));
      onProgress(rows);
    };
    for (const l of layout.order) {
      const made = learnerStudyRows(plan, layout, l, words);
      buffers[0] += made.cards;
      buffers[1] += made.reviews;
      buffers[2] += made.days;
      buffers[3] += made.sessions;
      rows += layout.cardStart[l + 1]! - layout.cardStart[l]! + made.reviewCount;
      days += made.dayCount;
      if (buffers[0]!.length + buffers[1]!.length > FLUSH_CHARS) await flush();
    }
    await flush();
    await Promise.all(writers.map((writer) => writer.end()));
    return { days };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}
