// The study sets screens' query keys. The list's key is the study chooser's too (learner-study's
// studyKeys.studySets), so a set created or renamed here is there without a refetch.
export const setsKeys = {
  all: ['me', 'study-sets'] as const,
  list: ['me', 'study-sets', 'list'] as const,
  detail: (id: string) => ['me', 'study-sets', 'detail', id] as const,
};
