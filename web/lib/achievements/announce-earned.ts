import { learnerLocale } from '../i18n/learner-locale';
import { lastLearner } from '../last-learner';

/**
 * After a change that can earn an achievement (a session's answers, a first study set, a first
 * story, a collection added as a set): reads the achievements and announces, in the learner's
 * language, those this device has not announced yet. The reading and the announcing load only now,
 * so no page's first load carries them; a failure says nothing (the statistics screen announces
 * what was missed).
 */
export function announceEarnedAchievements(userId: string | null = lastLearner()) {
  if (!userId) return;
  void Promise.all([import('./announce-achievements'), import('../learner-data/get-achievements')])
    .then(async ([announce, read]) =>
      announce.announceAchievements(userId, (await read.getAchievements()).achievements, learnerLocale()),
    )
    .catch(() => undefined);
}
