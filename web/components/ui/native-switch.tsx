import type { ButtonHTMLAttributes } from 'react';

/**
 * An on/off switch as Radix's Switch renders it (a button with role="switch", aria-checked and
 * data-state, Space and Enter toggle), without its runtime: the study screen's first load stays small
 * (docs/performance.md §6). The thumb is a child span whose data-state follows the switch.
 */
export function NativeSwitch({
  checked,
  onCheckedChange,
  thumbClassName,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'type' | 'role'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  thumbClassName?: string;
}) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      {...button}
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      value="on"
      onClick={() => onCheckedChange(!checked)}
    >
      <span data-state={state} className={thumbClassName} />
    </button>
  );
}
