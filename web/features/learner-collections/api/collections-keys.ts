// The collections screen's query keys: the list per language and each collection's preview, each in
// the page's language (names and descriptions come in it).
export const collectionsKeys = {
  all: ['collections'] as const,
  list: (language: string, locale: string) => ['collections', 'list', language, locale] as const,
  detail: (id: string, locale: string) => ['collections', 'detail', id, locale] as const,
};
