export const themeStorageKey = 'vocably-theme';
export const languageStorageKey = 'vocably-language';
