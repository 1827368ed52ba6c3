// The stories screens' query keys. A created story is written into the detail and the list's first
// page; a deleted one is taken out of both (no refetch of either).
export const storiesKeys = {
  all: ['me', 'stories'] as const,
  list: ['me', 'stories', 'list'] as const,
  detail: (id: string) => ['me', 'stories', 'detail', id] as const,
};
