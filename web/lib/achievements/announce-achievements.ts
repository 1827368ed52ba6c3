import type { Achievement } from '~/core/study/achievements';
import { format } from '~/web/lib/i18n/format';
import { toast } from '~/web/lib/toast';
import { achievementMessages } from './achievement-messages';

// Which earned achievements this device has already announced (or found already earned), per learner,
// so each is told once: the ids are only ever added, never dropped when one leaves the list.
const storageKey = (userId: string) => `vocably-achievements-seen:${userId}`;

/** How recently an achievement must have been earned to be announced on a device new to the learner. */
const ANNOUNCE_ON_NEW_DEVICE_MS = 24 * 60 * 60 * 1000;

/**
 * The earned achievements not announced yet on this device; remembers them as announced. A device
 * with nothing remembered for the learner (a new browser, site data cleared) announces only those
 * earned within the last day: the others were earned long ago, and are remembered without a word.
 */
export function newlyEarned(
  userId: string,
  achievements: readonly Achievement[],
  storage: Storage,
  now: Date = new Date(),
): Achievement[] {
  const stored = storage.getItem(storageKey(userId));
  const seen = new Set<string>(stored === null ? [] : (JSON.parse(stored) as string[]));
  const unseen = achievements.filter(
    (achievement) => achievement.earnedAt !== null && !seen.has(achievement.id),
  );
  if (stored === null || unseen.length > 0) {
    storage.setItem(
      storageKey(userId),
      JSON.stringify([...seen, ...unseen.map((achievement) => achievement.id)]),
    );
  }
  if (stored !== null) return unseen;
  return unseen.filter(
    (achievement) => now.getTime() - Date.parse(achievement.earnedAt!) < ANNOUNCE_ON_NEW_DEVICE_MS,
  );
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
