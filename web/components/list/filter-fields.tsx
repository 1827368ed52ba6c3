import { useId } from 'react';
import { SelectField } from '~/web/components/forms/select-field';
import { Checkbox } from '~/web/components/ui/checkbox';

export type FilterField<K extends string> =
  | {
      kind?: 'select';
      key: K;
      label: string;
      options: { value: string; label: string }[];
      className?: string;
    }
  | { kind: 'switch'; key: K; label: string };

/** A list's filters: labelled selects (the empty value is "any") and on/off switches. */
export function FilterFields<K extends string>({
  fields,
  values,
  onChange,
}: {
  fields: readonly FilterField<K>[];
  values: Partial<Record<K, unknown>>;
  onChange: (key: K, value: string | boolean) => void;
}) {
  return fields.map((field) =>
    field.kind === 'switch' ? (
      <SwitchFilter
        key={field.key}
        label={field.label}
        checked={values[field.key] === true}
        onChange={(checked) => onChange(field.key, checked)}
      />
    ) : (
      <SelectField
        compact
        key={field.key}
        label={field.label}
        options={field.options}
        value={typeof values[field.key] === 'string' ? (values[field.key] as string) : ''}
        onChange={(event) => onChange(field.key, event.target.value)}
        className={field.className}
      />
    ),
  );
}

function SwitchFilter({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 pb-2">
      <Checkbox id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
    </div>
  );
}
