import type { Ref, SelectHTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon';
import { Field, controlAttributes, splitFieldProps, type FieldBaseProps } from './Field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  options: readonly SelectOption[];
  /** Shown while nothing is chosen (value ""); not selectable again once a value is chosen. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (best on mobile and for assistive technology) with a placeholder option. */
export function Select({ options, placeholder, ref, ...props }: SelectProps) {
  const { field, control } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(ids) => (
        <div className="hs-select">
          <select {...control} {...controlAttributes(ids)} ref={ref} className="hs-input hs-select__control">
            {placeholder !== undefined && (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="chevron-down" className="hs-select__chevron" />
        </div>
      )}
    </Field>
  );
}
