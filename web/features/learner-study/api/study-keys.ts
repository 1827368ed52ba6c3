// The study screen's query keys. Progress and words belong to other screens; a finished answer marks
// them stale (see use-study-run) rather than refetching them here.
export const studyKeys = {
  studySets: ['me', 'study-sets', 'list'] as const,
  progress: ['me', 'progress'] as const,
  words: ['me', 'words'] as const,
};
