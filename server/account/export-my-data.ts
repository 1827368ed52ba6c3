import { and, asc, eq, isNull } from 'drizzle-orm';
import type { MyExport } from '~/core/account/my-export';
import { purchaseStatusLabel } from '~/core/purchases/purchase-values';
import type { Db } from '~/server/db/client';
import {
  learnerAchievement,
  purchase,
  account as signInAccount,
  session as signInSession,
  story,
  studyDay,
  studySession,
  studySet,
  userWord,
} from '~/server/db/schema';
import { findLearnerProfile, toLearnerProfile } from '~/server/profile/learner-profile-row';
import { toMyStudySet, wordIdsBySet } from '~/server/sets/study-set-rows';
import { toMyStory } from '~/server/stories/to-my-story';
import { reviewLogPages, toReviewHistoryEntry } from '~/server/study/review-log-rows';
import { studySettingsOf } from '~/server/study/study-settings';
import { findUserRow } from '~/server/users/get-user';
import { toMyWord } from '~/server/words/to-my-word';

/** Everything the learner has, as one JSON document (data portability). */
export async function exportMyData(db: Db, input: { userId: string; now: Date }): Promise<MyExport> {
  const { userId } = input;
  const [account, profile, words, sets, stories, sessions, days, achievements, methods, signIns, purchases] =
    await Promise.all([
      findUserRow(db, userId),
      findLearnerProfile(db, userId),
      db.select().from(userWord).where(eq(userWord.userId, userId)).orderBy(asc(userWord.createdAt)),
      db.select().from(studySet).where(eq(studySet.userId, userId)).orderBy(asc(studySet.createdAt)),
      db.select().from(story).where(eq(story.userId, userId)).orderBy(asc(story.createdAt)),
      db
        .select()
        .from(studySession)
        .where(eq(studySession.userId, userId))
        .orderBy(asc(studySession.createdAt)),
      db.select().from(studyDay).where(eq(studyDay.userId, userId)).orderBy(asc(studyDay.day)),
      db
        .select({ id: learnerAchievement.achievementId, earnedAt: learnerAchievement.earnedAt })
        .from(learnerAchievement)
        .where(eq(learnerAchievement.userId, userId))
        .orderBy(asc(learnerAchievement.earnedAt)),
      // Only what says how and where the learner signs in: tokens and the password hash stay out.
      db
        .select({ providerId: signInAccount.providerId, createdAt: signInAccount.createdAt })
        .from(signInAccount)
        .where(eq(signInAccount.userId, userId))
        .orderBy(asc(signInAccount.createdAt)),
      // An administrator's impersonation session is the administrator's sign-in (their address and
      // browser), not the learner's, so it stays out.
      db
        .select({
          createdAt: signInSession.createdAt,
          updatedAt: signInSession.updatedAt,
          expiresAt: signInSession.expiresAt,
          ipAddress: signInSession.ipAddress,
          userAgent: signInSession.userAgent,
        })
        .from(signInSession)
        .where(and(eq(signInSession.userId, userId), isNull(signInSession.impersonatedBy)))
        .orderBy(asc(signInSession.createdAt)),
      db.select().from(purchase).where(eq(purchase.ownerId, userId)).orderBy(asc(purchase.purchasedAt)),
    ]);
  const reviewHistory: MyExport['reviewHistory'] = [];
  for await (const page of reviewLogPages(db, { userId })) {
    reviewHistory.push(...page.map((row) => ({ ...toReviewHistoryEntry(row), cardId: row.cardId })));
  }
  const wordIds = await wordIdsBySet(
    db,
    sets.map((set) => set.id),
  );
  return {
    exportedAt: input.now.toISOString(),
    account: {
      id: account.id,
      email: account.email,
      name: account.name,
      createdAt: account.createdAt.toISOString(),
      lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
    },
    signInMethods: methods.map((row) => ({
      providerId: row.providerId,
      createdAt: row.createdAt.toISOString(),
    })),
    signInSessions: signIns.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    })),
    // The store's purchase token and the RevenueCat ids are the store's keys to the purchase, not
    // information about the learner, so they stay out.
    purchases: purchases.map((row) => ({
      productId: row.productId,
      store: row.store,
      status: purchaseStatusLabel(row.status) as MyExport['purchases'][number]['status'],
      priceInPurchasedCurrency: row.priceInPurchasedCurrency,
      currency: row.currency,
      countryCode: row.countryCode,
      purchasedAt: row.purchasedAt.toISOString(),
      expiresAt: row.expirationAtMs === null ? null : new Date(row.expirationAtMs).toISOString(),
      isAutoRenewing: row.isAutoRenewing,
      environment: row.environment,
    })),
    profile: toLearnerProfile(profile),
    studySettings: studySettingsOf(profile),
    words: words.map((word) => toMyWord(word, studySettingsOf(profile).timeZone)),
    studySets: sets.map((set) => {
      const ids = wordIds.get(set.id) ?? [];
      return { ...toMyStudySet(set, ids.length), wordIds: ids };
    }),
    stories: stories.map(toMyStory),
    reviewHistory,
    // The options each card was shown with stay out: they are the dictionary's words, not the learner's.
    studySessions: sessions.map((row) => ({
      id: row.id,
      scope: row.scope,
      studySetId: row.studySetId,
      method: row.method,
      direction: row.direction,
      studyDay: row.studyDay,
      cardCount: row.cardCount,
      answers: row.answers,
      againAnswers: row.againAnswers,
      createdAt: row.createdAt.toISOString(),
    })),
    studyDays: days.map(({ userId: _owner, firstAnswerAt, ...day }) => ({
      ...day,
      firstAnswerAt: firstAnswerAt?.toISOString() ?? null,
    })),
    achievements: achievements.map((row) => ({ id: row.id, earnedAt: row.earnedAt.toISOString() })),
  };
}
