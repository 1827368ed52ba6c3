import type { UserProfile } from '~/core/profile/user-profile';

export const INVALID_ATTEMPTS_PREFIX = 'invalid_word_attempts_';

/** Invalid Word Attempts rows: the key without its "invalid_word_attempts_" prefix, and the count. */
export function invalidAttemptRows(
  attempts: Record<string, number>,
): { key: string; label: string; count: number }[] {
  return Object.entries(attempts)
    .map(([key, count]) => ({
      key,
      label: key.startsWith(INVALID_ATTEMPTS_PREFIX) ? key.slice(INVALID_ATTEMPTS_PREFIX.length) : key,
      count,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Shown as "N attempts". */
export function attemptsLabel(count: number): string {
  return `${count} attempts`;
}

/** Usage Summary's "Constraints Set": any limit in either set. */
export function constraintsSet(profile: Pick<UserProfile, 'constraints'>): boolean {
  const { regularUser, premiumUser } = profile.constraints;
  return regularUser.constraints.length > 0 || premiumUser.constraints.length > 0;
}
