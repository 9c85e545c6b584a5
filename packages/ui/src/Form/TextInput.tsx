import type { InputHTMLAttributes, Ref } from 'react';
import { Field, controlAttributes, splitFieldProps, type FieldBaseProps } from './Field';

export interface TextInputProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  type?: 'text' | 'email' | 'tel' | 'search' | 'url' | 'password';
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; minLength, maxLength, inputMode, pattern etc. pass through. */
export function TextInput({ type = 'text', ref, ...props }: TextInputProps) {
  const { field, control } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(ids) => <input {...control} {...controlAttributes(ids)} ref={ref} type={type} className="hs-input" />}
    </Field>
  );
}
