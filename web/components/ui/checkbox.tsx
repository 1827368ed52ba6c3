import type { ComponentProps } from 'react';

/** A native checkbox, sized for touch and visibly focused; always give it an aria-label or label. */
export function Checkbox({ className = '', ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={`size-4 rounded border-slate-400 accent-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 ${className}`}
      {...props}
    />
  );
}
