import type { ReviewSubmission } from '~/core/study/review';
import { type StudyMethod, studyMethods } from '~/core/study/study-methods';
import type { StudyItem } from '~/core/study/study-session';
import type { Db } from '~/server/db/client';
import type { FactoryContext } from '~/server/db/factories';
import { startSession } from '~/server/study/start-session';
import { submitReviews } from '~/server/study/submit-reviews';

// Demo learners' study history, made by the study services exactly as the apps' requests make it: a
// session most evenings over the last days, every card answered by a simulated learner, so cards,
// statuses, the review log, the per-day totals, streaks and the session count all agree.

const DAY_MS = 86_400_000;
const SECOND = 1000;

/** A typed answer with a slip: one letter doubled (an "almost"). */
const withSlip = (value: string) => {
  const letters = Array.from(value);
  const at = Math.max(1, Math.floor(letters.length / 2));
  letters.splice(at, 0, letters[at - 1]!);
  return letters.join('');
};

function answerFor(ctx: FactoryContext, item: StudyItem): Partial<ReviewSubmission> {
  const { faker } = ctx;
  const remembers = faker.datatype.boolean(item.card.reps === 0 ? 0.7 : 0.85);
  if (item.method === 'multipleChoice' && item.options) {
    const wrong = item.options.filter((option) => option.id !== item.cardId);
    return { chosenOptionId: remembers ? item.cardId : faker.helpers.arrayElement(wrong).id };
  }
  if (item.method === 'typing') {
    const value = item.word.value;
    const typed = !remembers
      ? ''
      : faker.datatype.boolean(0.15) && value.length > 3
        ? withSlip(value)
        : value;
    return { typed };
  }
  const rating = !remembers
    ? 1
    : faker.helpers.weightedArrayElement([
        { weight: 1, value: 2 as const },
        { weight: 7, value: 3 as const },
        { weight: 1, value: 4 as const },
      ]);
  return { rating };
}

/**
 * `days` evenings of study before `ctx.now` for one learner: on most of them a session (the method
 * varying) whose cards are answered one after another, with cards in their learning steps answered
 * again at the end of the session, as the apps do.
 */
export async function seedDemoStudy(
  db: Db,
  ctx: FactoryContext,
  input: { userId: string; since: Date; days: number },
) {
  const { faker } = ctx;
  let reviews = 0;
  let sessions = 0;
  for (let back = input.days; back >= 1; back--) {
    const evening = new Date(ctx.now.getTime() - back * DAY_MS);
    evening.setUTCHours(18, faker.number.int({ min: 0, max: 59 }), 0, 0);
    if (evening < input.since || !faker.datatype.boolean(0.75)) continue;
    const method: StudyMethod = faker.helpers.arrayElement(studyMethods);
    let at = evening;
    const session = await startSession(db, {
      userId: input.userId,
      body: { scope: 'due', method, direction: 'recall', limit: 20 },
      now: at,
      random: () => faker.number.float(),
    });
    if (!session.id) continue;
    sessions++;
    let queue = session.items;
    for (let pass = 0; pass < 3 && queue.length; pass++) {
      const again: StudyItem[] = [];
      for (const item of queue) {
        const durationMs = faker.number.int({ min: 3, max: 14 }) * SECOND;
        at = new Date(at.getTime() + durationMs);
        const { results } = await submitReviews(db, {
          userId: input.userId,
          now: at,
          body: {
            id: faker.string.uuid(),
            cardId: item.cardId,
            sessionId: session.id,
            method: item.method,
            direction: item.direction,
            durationMs,
            reviewedAt: at.toISOString(),
            ...answerFor(ctx, item),
          } as ReviewSubmission,
        });
        reviews++;
        if (results[0]?.againThisSession) again.push(item);
      }
      // Learning steps are minutes long: the learner comes back to those cards after a pause.
      at = new Date(at.getTime() + 10 * 60 * SECOND);
      queue = again.map((item) => ({ ...item, method: 'flashcards' as const, options: null }));
    }
  }
  return { sessions, reviews };
}
