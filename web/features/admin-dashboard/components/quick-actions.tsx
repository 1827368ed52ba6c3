import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import CreditCard from 'lucide-react/icons/credit-card';
import Search from 'lucide-react/icons/search';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { buttonClass } from '~/web/components/ui/button';
import { Section } from '~/web/components/ui/card';

const actions: { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Manage Users', to: '/admin/users', icon: Users },
  { label: 'Find Disabled Users', to: '/admin/users?status=disabled', icon: Search },
  { label: 'Manage Words', to: '/admin/words', icon: BookOpen },
  { label: 'View Subscriptions', to: '/admin/subscriptions', icon: CreditCard },
];

export function QuickActions() {
  return (
    <Section title="Quick Actions">
      <ul className="grid grid-cols-1 gap-3">
        {actions.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={buttonClass('secondary', 'md', 'w-full justify-start')}>
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
