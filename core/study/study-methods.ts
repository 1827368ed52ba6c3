// The three ways to study a card, and which way round a question is asked.
export const studyMethods = ['flashcards', 'multipleChoice', 'typing'] as const;
export type StudyMethod = (typeof studyMethods)[number];

/**
 * `recall`: the prompt is the meaning (a translation into the learner's native language, else the
 * definition) and the answer is the word, the harder and more useful direction. `recognise`: the
 * prompt is the word and the answer one of its translations into the learner's native language.
 */
export const studyDirections = ['recall', 'recognise'] as const;
export type StudyDirection = (typeof studyDirections)[number];
