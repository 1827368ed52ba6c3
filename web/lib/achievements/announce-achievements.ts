import type { Achievement } from '~/core/study/achievements';
import { format } from '~/web/lib/i18n/format';
import { toast } from '~/web/lib/toast';
import { achievementMessages } from './achievement-messages';

// Which earned achievements this device has already announced, per learner, so each is told once.
const storageKey = (userId: string) => `vocably-achievements-seen:${userId}`;

/** The earned achievements not announced yet on this device; remembers them as announced. */
export function newlyEarned(
  userId: string,
  achievements: readonly Achievement[],
  storage: Storage,
): Achievement[] {
  const seen = new Set<string>(JSON.parse(storage.getItem(storageKey(userId)) ?? '[]') as string[]);
  const earned = achievements.filter((achievement) => achievement.earnedAt !== null);
  storage.setItem(storageKey(userId), JSON.stringify(earned.map((achievement) => achievement.id)));
  return earned.filter((achievement) => !seen.has(achievement.id));
}

/** A toast for each achievement earned since the last announcement. */
export function announceAchievements(
  userId: string,
  achievements: readonly Achievement[],
  locale: 'en' | 'he',
) {
  const t = achievementMessages[locale];
  for (const achievement of newlyEarned(userId, achievements, window.localStorage)) {
    toast.success(format(t.announced, { title: t.items[achievement.id].title }));
  }
}
