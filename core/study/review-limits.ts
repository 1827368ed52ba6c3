// How much one review upload may carry, apart from the schemas so clients can read the numbers
// without loading zod (the web study page has a JavaScript budget).
export const REVIEW_BATCH_MAX = 500;
/** An answer cannot take longer than this; longer durations are the learner walking away. */
export const REVIEW_MAX_DURATION_MS = 60 * 60_000;

/** The longest typed answer a review carries; the typing field stops there. */
export const REVIEW_MAX_TYPED_LENGTH = 300;
