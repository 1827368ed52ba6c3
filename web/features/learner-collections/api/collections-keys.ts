// The collections screen's query keys: the list per language and each collection's preview.
export const collectionsKeys = {
  all: ['collections'] as const,
  list: (language: string) => ['collections', 'list', language] as const,
  detail: (id: string) => ['collections', 'detail', id] as const,
};
