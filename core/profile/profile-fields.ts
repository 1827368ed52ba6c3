// Shapes of the user profile's structured fields (spec section 3). Shared by server and web.

/** Invalid-word-attempt counters by key, e.g. "invalid_word_attempts_en" -> 3. */
export type InvalidWordAttempts = Record<string, number>;

export const INVALID_WORD_ATTEMPTS_PREFIX = 'invalid_word_attempts_';

export const pushPlatforms = ['ios', 'android', 'web'] as const;
export type PushPlatform = (typeof pushPlatforms)[number];

/** The collections the app counts and limits, by the key the apps store, as people read them. */
export const collectionLabels: Record<string, string> = {
  words: 'Words',
  studySets: 'Study Sets',
  stories: 'Stories',
  studySessions: 'Study Sessions',
};

/** A collection key's label; a key the portal does not know (added by an app later) shows as it is. */
export function collectionLabel(collectionName: string): string {
  return Object.hasOwn(collectionLabels, collectionName) ? collectionLabels[collectionName]! : collectionName;
}
