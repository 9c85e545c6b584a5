import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldBaseProps } from './Field';

export interface TextInputProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  type?: 'text' | 'email' | 'tel' | 'search' | 'url' | 'password';
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; minLength, maxLength, inputMode, pattern etc. pass through. */
export function TextInput({
  label,
  hideLabel,
  hint,
  error,
  className,
  id,
  type = 'text',
  ref,
  ...rest
}: TextInputProps) {
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={className}
      id={id}
      required={rest.required}
    >
      {({ controlId, describedBy, invalid }) => (
        <input
          {...rest}
          ref={ref}
          id={controlId}
          type={type}
          className="hs-input"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  );
}
