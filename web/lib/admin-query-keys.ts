// Query keys every admin area shares: all admin answers (dropped at logout) and the dashboard figures
// (stale after any change, since Recent Activity lists it).
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
};
