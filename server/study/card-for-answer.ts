import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { createScheduler, type Scheduler } from '~/core/study/scheduler';
import { defaultStudySettings } from '~/core/study/study-settings';
import { sessionRowColumns } from '~/server/account/read-session';
import type { Db } from '~/server/db/client';
import { preparedStatement } from '~/server/db/prepared-statement';
import { session, studySession, user, userProfile, userWord } from '~/server/db/schema';
import { myWordNotFound } from '~/server/words/find-my-word';
import { cardColumnKeys } from './card-row';

/** The learner's study settings as the answers need them; read with the first card of a request. */
export type LearnerStudy = { timeZone: string; nativeLanguage: string | null; scheduler: Scheduler };

/**
 * The card's columns an answer uses: its id, word, schedule and when it was added. The rest of the
 * row (tags, status, the dictionary link) stays unread: each column is described, parsed and copied
 * on every answer.
 */
const answerCardKeys = [
  'id',
  'word',
  'createdAt',
  ...cardColumnKeys,
] as const satisfies readonly (keyof typeof userWord.$inferSelect)[];

/** A card as an answer reads it. */
export type AnswerCard = Pick<typeof userWord.$inferSelect, (typeof answerCardKeys)[number]>;

/** What an answer reads: the card (every column null when the learner has no such card) and the rest. */
type AnswerRow = AnswerCard & {
  timeZone: string | null;
  desiredRetention: number | null;
  fsrsParameters: { weights?: number[] } | null;
  nativeLanguage: string | null;
  sessionFound: boolean;
  options: unknown;
  opensSitting: boolean | null;
  version: string;
};

/** The card, the learner's settings and the session's options for it, as one select list. */
function answerColumns(): SQL {
  const card = getTableColumns(userWord);
  const as = (column: SQL | PgColumn, alias: string) => sql`${column} as ${sql.identifier(alias)}`;
  return sql.join(
    [
      ...answerCardKeys.map((key) => as(card[key], key)),
      as(userProfile.timeZone, 'timeZone'),
      as(userProfile.desiredRetention, 'desiredRetention'),
      as(userProfile.fsrsParameters, 'fsrsParameters'),
      as(userProfile.nativeLanguageCode, 'nativeLanguage'),
      as(sql`(${studySession.id} is not null)`, 'sessionFound'),
      as(sql`${studySession.choices} -> ${sql.placeholder('cardId')}::text`, 'options'),
      // The session's first answer, in a sitting none of whose sessions was answered yet (a session
      // started then left can have been merged into a later one's sitting: server/study/start-session.ts).
      // The sitting's first session is looked up by its whole key, the learner and the id: by the id
      // alone no index serves it, and each such answer read every learner's sessions.
      as(
        sql`(${studySession.lastAnswerAt} is null and (${studySession.sittingId} is null
          or (select root.last_answer_at from ${studySession} root
            where root.user_id = ${studySession.userId} and root.id = ${studySession.sittingId}) is null))`,
        'opensSitting',
      ),
      // The row version's transaction id: the answer's write goes in only while the card is still this one.
      as(sql`${userWord}.xmin::text`, 'version'),
    ],
    sql`, `,
  );
}

/** The learner's profile and the named session, joined to the learner whose id is `learnerId`. */
const settingsAndSessionOf = (learnerId: PgColumn) => sql`
    left join ${userProfile} on ${userProfile.userId} = ${learnerId}
    left join ${studySession} on ${studySession.userId} = ${learnerId}
      and ${studySession.id} = ${sql.placeholder('sessionId')}::uuid`;

type CardKey = { cardId: string; sessionId: string | null };

const cardForAnswer = preparedStatement<AnswerRow, CardKey & { userId: string }>(
  'card_for_answer',
  () => sql`select ${answerColumns()}
    from ${userWord} ${settingsAndSessionOf(userWord.userId)}
    where ${userWord.userId} = ${sql.placeholder('userId')} and ${userWord.id} = ${sql.placeholder('cardId')}::uuid`,
);

/**
 * A session token's row (see readSession) with the card its learner answers, in one round trip: the
 * card is joined on the session's own user, so a token never reads another learner's card.
 */
const sessionAndCardForAnswer = preparedStatement<
  Record<string, unknown> & AnswerRow,
  CardKey & { token: string }
>(
  'session_and_card_for_answer',
  () => sql`select ${sql.join(sessionRowColumns(), sql`, `)}, ${answerColumns()}
    from ${session} join ${user} on ${user.id} = ${session.userId}
    left join ${userWord} on ${userWord.userId} = ${session.userId}
      and ${userWord.id} = ${sql.placeholder('cardId')}::uuid
    ${settingsAndSessionOf(session.userId)}
    where ${session.token} = ${sql.placeholder('token')}`,
);

/** The card as read for an answer (throws 404 when the learner has no such card). */
function cardReadOf(found: AnswerRow | undefined, sessionId: string | null) {
  if (!found || found.id === null) throw myWordNotFound();
  const { timeZone: storedTimeZone, desiredRetention, fsrsParameters, nativeLanguage } = found;
  const row = Object.fromEntries(answerCardKeys.map((key) => [key, found[key]])) as AnswerCard;
  const timeZone = storedTimeZone ?? defaultStudySettings.timeZone;
  const learner: LearnerStudy = {
    timeZone,
    nativeLanguage,
    scheduler: createScheduler({
      desiredRetention: desiredRetention ?? defaultStudySettings.desiredRetention,
      timeZone,
      parameters: fsrsParameters?.weights,
    }),
  };
  // An unknown session (say, started on a device that never synced it) does not lose the answer.
  const answeredIn =
    sessionId && found.sessionFound
      ? {
          sessionId,
          options: (found.options ?? undefined) as { id: string; text: string }[] | undefined,
          opensSitting: found.opensSitting === true,
        }
      : { sessionId: null, options: undefined, opensSitting: false };
  return { row, version: found.version, learner, session: answeredIn };
}

/**
 * The card as it is now (with its row version), the learner's settings and (when the answer names its
 * session) the multiple-choice options the card was shown with, all in one read.
 */
export async function readCard(db: Db, userId: string, cardId: string, sessionId: string | null) {
  const [found] = await cardForAnswer(db, { userId, cardId, sessionId });
  return cardReadOf(found, sessionId);
}

/** A card read along with the session (see readSessionAndCard), for the answer it was read for. */
export type CardReadAhead = { userId: string; cardId: string; sessionId: string | null; found: AnswerRow };

/**
 * The session token's row for readSession, reading the card of the answer `key` with it; `ahead` gets
 * the card part (unless the token matched no session).
 */
export async function readSessionAndCard(
  db: Db,
  token: string,
  key: CardKey,
  ahead: (read: CardReadAhead) => void,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await sessionAndCardForAnswer(db, { token, ...key });
  if (row) ahead({ userId: row['s.userId'] as string, ...key, found: row });
  return row;
}

/** The card read ahead, as readCard gives it, when it was read for this learner's answer; else null. */
export function cardReadAheadFor(ahead: CardReadAhead | undefined, userId: string, key: CardKey) {
  if (!ahead || ahead.userId !== userId || ahead.cardId !== key.cardId || ahead.sessionId !== key.sessionId)
    return null;
  return cardReadOf(ahead.found, key.sessionId);
}
