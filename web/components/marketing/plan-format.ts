import type { PlanLimit } from '~/core/plans/plans';

/** "20", "10,000" or "1,500+" — digits stay Western in both languages, as in the apps. */
export function formatLimit(limit: PlanLimit) {
  return `${new Intl.NumberFormat('en-US').format(limit.value)}${limit.atLeast ? '+' : ''}`;
}
