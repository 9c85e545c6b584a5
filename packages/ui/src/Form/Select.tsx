import type { Ref, SelectHTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon';
import { Field, type FieldBaseProps } from './Field';

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
export function Select({
  label,
  hideLabel,
  hint,
  error,
  className,
  id,
  options,
  placeholder,
  ref,
  ...rest
}: SelectProps) {
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
        <div className="hs-select">
          <select
            {...rest}
            ref={ref}
            id={controlId}
            className="hs-input hs-select__control"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          >
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
