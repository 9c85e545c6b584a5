import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, controlAttributes, splitFieldProps, type FieldBaseProps } from './Field';

export interface TextareaProps
  extends FieldBaseProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ rows = 5, ref, ...props }: TextareaProps) {
  const { field, control } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(ids) => (
        <textarea
          {...control}
          {...controlAttributes(ids)}
          ref={ref}
          rows={rows}
          className="hs-input hs-textarea"
        />
      )}
    </Field>
  );
}
