/**
 * A radio button drawn as a card with a title and a line of explanation; the native input keeps the
 * keyboard (arrows within the group) and screen readers' behaviour.
 */
export function RadioCard({
  name,
  value,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint: string;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-slate-600 dark:has-[:checked]:border-brand-500 dark:has-[:checked]:bg-slate-800">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-1 accent-brand-700"
      />
      <span>
        <span className="block font-semibold">{label}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-300">{hint}</span>
      </span>
    </label>
  );
}
