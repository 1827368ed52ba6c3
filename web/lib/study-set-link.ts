// A study set's way into the study screen: its URL scope (see web/features/learner-study/lib/study-params.ts). Shared by the sets and collections screens.
export const setStudyMethods = ['flashcards', 'multipleChoice', 'typing'] as const;
export type SetStudyMethod = (typeof setStudyMethods)[number];

export const studySetHref = (setId: string, method: SetStudyMethod = 'flashcards') =>
  `/dashboard/study?${new URLSearchParams({ scope: 'set', set: setId, method })}`;
