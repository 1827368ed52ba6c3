import Sparkles from 'lucide-react/icons/sparkles';
import { Link } from 'react-router';
import { buttonClass } from '~/web/components/ui/button';

export type PlanLimitNoticeProps = { title: string; message: string; upgradeLabel: string };

/**
 * A plan limit was reached: the server's own message (it names the limit, "You have used all 50 study
 * sessions of the Free plan"), and the way to more. Never a generic error. The way to Pro is left out
 * (`showUpgrade={false}`) for a learner who already has it. `live={false}`: shown as it already was,
 * not said again.
 */
export function PlanLimitNotice({
  title,
  message,
  upgradeLabel,
  showUpgrade = true,
  live = true,
}: PlanLimitNoticeProps & { showUpgrade?: boolean; live?: boolean }) {
  return (
    <div
      role={live ? 'alert' : undefined}
      className="rounded-xl border border-amber-400 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Sparkles className="size-5" aria-hidden="true" />
        {title}
      </h2>
      <p className="mt-2">{message}</p>
      {showUpgrade && (
        <Link to="/pricing" reloadDocument className={buttonClass('primary', 'md', 'mt-4')}>
          {upgradeLabel}
        </Link>
      )}
    </div>
  );
}
