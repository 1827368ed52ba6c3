// The learner's own account records: profile, study settings, plan usage. Progress keeps the key the
// statistics and study screens share (get-progress.ts).
export const accountKeys = {
  profile: ['me', 'profile'] as const,
  settings: ['me', 'settings'] as const,
  limits: ['me', 'limits'] as const,
};
