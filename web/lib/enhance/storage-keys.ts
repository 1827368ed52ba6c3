export const themeStorageKey = 'vocably-theme';
export const languageStorageKey = 'vocably-language';
/** Who last used the learner pages on this device (web/lib/last-learner.ts). */
export const lastLearnerStorageKey = 'vocably-last-learner';
