import { useLimits } from '~/web/lib/learner-data/get-limits';
import { PlanLimitNotice, type PlanLimitNoticeProps } from './plan-limit-notice';

// Its own module, apart from PlanLimitNotice: reading the tier brings in the query observer (some 3 KB
// of gzip), which the study screen, whose notice needs no tier, must not carry within its budget.

/**
 * The notice for the learner's own plan (GET /api/me/limits): a Pro learner is not sent to the Pro
 * plans they have. Their tier is asked for only once a limit is shown, so a screen costs no request
 * until then; until it is known, the way to Pro stays, as a Free learner needs it.
 */
export function MyPlanLimitNotice(props: PlanLimitNoticeProps) {
  const limits = useLimits();
  return <PlanLimitNotice {...props} showUpgrade={limits.data?.tier !== 'premiumUser'} />;
}
