import { useId } from 'react';
import { Field } from '~/web/components/forms/field';

/** Desired retention as a slider (0.80–0.97 by hundredths), its value shown as a percentage. */
export function RetentionSlider({
  label,
  hint,
  value,
  onChange,
  min,
  max,
  step,
  valueText,
}: {
  label: string;
  hint: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step: number;
  valueText: string;
}) {
  const id = useId();
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      labelAside={
        <output htmlFor={id} className="text-lg font-bold tabular-nums" data-testid="retention-value">
          {valueText}
        </output>
      }
    >
      {(control) => (
        <input
          {...control}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-valuetext={valueText}
          onChange={(event) => onChange(Number(event.target.value))}
          className="mt-2 block w-full accent-brand-700"
        />
      )}
    </Field>
  );
}
