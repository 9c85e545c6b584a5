import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from './Field';

export interface TextareaProps
  extends FieldBaseProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({
  label,
  hideLabel,
  hint,
  error,
  className,
  id,
  rows = 5,
  ref,
  ...rest
}: TextareaProps) {
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
        <textarea
          {...rest}
          ref={ref}
          id={controlId}
          rows={rows}
          className="hs-input hs-textarea"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  );
}
