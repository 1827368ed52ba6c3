// Hardening tests run a short version in `npm test` and the full count in `npm run test:stress`.
export const stress = process.env.STRESS === '1';

/** `quick` in the normal run, `full` under STRESS=1. */
export const byMode = <T>(quick: T, full: T): T => (stress ? full : quick);
