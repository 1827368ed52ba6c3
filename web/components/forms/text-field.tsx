import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, fieldControlClass } from './field';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string | null;
  optional?: string;
  /** Render the error's element even without an error (hidden), for a static page's script to fill. */
  errorSlot?: boolean;
};

/** A text input in the site's field frame (Field): label, hint and error tied to it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, optional, errorSlot, id, className, ...props },
  ref,
) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      errorSlot={errorSlot}
      id={id}
      className={className}
    >
      {(control) => <input ref={ref} {...control} className={fieldControlClass} {...props} />}
    </Field>
  );
});
