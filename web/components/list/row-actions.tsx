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
 * that wraps (cards). Busy rows disable their actions, never their links: aria-disabled, not
 * disabled, since a disabled button loses the focus (to the page's start, where Tab begins again)
 * and a confirmation cannot give it back.
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
      {actions.map(({ label, name, icon: Icon, tone, to, linkState, onSelect }, slot) => {
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
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's actions are fixed slots (see the button's key)
              key={slot}
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
            // Keyed by its place in the row, not its label: a toggle (Disable, then Enable) stays the
            // same button, and keeps the focus, rather than a new one while the focus falls to the page.
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's actions are fixed slots
            key={slot}
            size="sm"
            variant={danger ? (icons ? 'danger' : 'ghost') : 'secondary'}
            className={`aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${icons ? '' : 'justify-start'} ${danger && !icons ? 'text-red-700 dark:text-red-300' : ''}`}
            onClick={busy ? undefined : onSelect}
            aria-disabled={busy || undefined}
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
