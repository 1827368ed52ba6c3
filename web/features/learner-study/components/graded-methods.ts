// Multiple choice and typing, with the verdict they show after each answer: one chunk that loads
// when a session of those methods starts, not with the study screen (docs/performance.md §6). Once
// loaded it is kept by the offline worker, so a session that loses the connection keeps going.
export { AnswerFeedback } from './answer-feedback';
export { ChoiceQuestion } from './choice-question';
export { TypingQuestion } from './typing-question';
