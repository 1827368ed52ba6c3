// The learner's own account records: profile, study settings, plan usage. Progress keeps the key the
// statistics and study screens share (learner-stats/api/get-progress).
export const accountKeys = {
  profile: ['me', 'profile'] as const,
  settings: ['me', 'settings'] as const,
  limits: ['me', 'limits'] as const,
};
