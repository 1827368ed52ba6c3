import BookOpen from 'lucide-react/icons/book-open';
import BookText from 'lucide-react/icons/book-text';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Layers from 'lucide-react/icons/layers';
import type { UserFullDetails } from '~/core/users/user-full-details';
import { StatCard } from '~/web/components/ui/stat-card';
import { daysSince, formatNumber } from '~/web/lib/dates-and-numbers';

// Words, Study Sets, Stories and Days Active (whole days since the account was created).
export function UserStatCards({ details }: { details: UserFullDetails }) {
  return (
    <ul className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="User statistics">
      <li>
        <StatCard label="Words" value={formatNumber(details.words.length)} icon={BookOpen} />
      </li>
      <li>
        <StatCard label="Study Sets" value={formatNumber(details.studySets.length)} icon={Layers} />
      </li>
      <li>
        <StatCard label="Stories" value={formatNumber(details.stories.length)} icon={BookText} />
      </li>
      <li>
        <StatCard
          label="Days Active"
          value={formatNumber(daysSince(details.user.metadata.creationTime))}
          icon={CalendarDays}
        />
      </li>
    </ul>
  );
}
