// The four FSRS card states by name, apart from ts-fsrs so web code can name them without the scheduler.
export const cardStateNames = ['new', 'learning', 'review', 'relearning'] as const;
export type CardStateName = (typeof cardStateNames)[number];
