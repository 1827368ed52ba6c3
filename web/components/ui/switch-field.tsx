import { Switch } from 'radix-ui';
import { useId } from 'react';

/** A labelled on/off switch with its description (Radix Switch: role="switch", Space toggles). */
export function SwitchField({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-300">
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        className="relative inline-flex h-6 w-11 shrink-0 items-center justify-start rounded-full px-0.5 data-[state=checked]:justify-end bg-slate-400 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand-700 dark:bg-slate-600 dark:focus-visible:ring-offset-slate-900"
      >
        {/* The thumb sits at the start when off and the end when on, by flex: right to left follows. */}
        <Switch.Thumb className="block size-5 rounded-full bg-white shadow" />
      </Switch.Root>
    </div>
  );
}
