import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '~/web/components/ui/button';

export type RowAction = {
  /** The visible label ("Delete Word"). */
  label: string;
  /** The name a screen reader hears, with the row in it ("Delete Word house"). */
  name: string;
  icon: LucideIcon;
  tone?: 'danger';
  /** A link (view details) … */
  to?: string;
  linkState?: unknown;
  /** … or an action. */
  onSelect?: () => void;
};

/**
 * A row's actions. `icons`: icon buttons with the label as tooltip (dense tables); `stack`: labelled
 * buttons one above the other (a table column that stays narrow); `wrap`: labelled buttons in a row
 * that wraps (cards). Busy rows disable their actions, never their links.
 */
export function RowActions({
  actions,
  display,
  busy = false,
}: {
  actions: readonly RowAction[];
  display: 'icons' | 'stack' | 'wrap';
  busy?: boolean;
}) {
  const icons = display === 'icons';
  const layout = {
    icons: 'flex flex-nowrap gap-1.5',
    stack: 'flex flex-col items-stretch gap-1.5',
    wrap: 'flex flex-wrap gap-2',
  };
  return (
    <div className={layout[display]}>
      {actions.map(({ label, name, icon: Icon, tone, to, linkState, onSelect }) => {
        const content = (
          <>
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            <span className={icons ? 'sr-only' : 'whitespace-nowrap'}>{label}</span>
          </>
        );
        const title = icons ? label : undefined;
        const danger = tone === 'danger';
        if (to !== undefined) {
          return (
            <Link
              key={label}
              to={to}
              state={linkState}
              aria-label={name}
              title={title}
              className={buttonClass('secondary', 'sm', icons ? '' : 'justify-start')}
            >
              {content}
            </Link>
          );
        }
        return (
          <Button
            key={label}
            size="sm"
            variant={danger ? (icons ? 'danger' : 'ghost') : 'secondary'}
            className={`${icons ? '' : 'justify-start'} ${danger && !icons ? 'text-red-700 dark:text-red-300' : ''}`}
            onClick={onSelect}
            disabled={busy}
            aria-label={name}
            title={title}
          >
            {content}
          </Button>
        );
      })}
    </div>
  );
}
