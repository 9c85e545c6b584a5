import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import { RequiredMark } from './RequiredMark';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** The label; may contain a link (e.g. to the privacy policy). `required` adds the required mark. */
  label: ReactNode;
  error?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, error, className, id, ref, ...rest }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-checkbox`;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={cx('hs-checkbox', className)} data-invalid={error ? '' : undefined}>
      <span className="hs-checkbox__box">
        <input
          {...rest}
          ref={ref}
          id={controlId}
          type="checkbox"
          className="hs-checkbox__input"
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
        />
        <Icon name="check" size="sm" className="hs-checkbox__check" />
      </span>
      <label htmlFor={controlId} className="hs-checkbox__label">
        {label}
        {rest.required && <RequiredMark />}
      </label>
      {error && (
        <p id={errorId} className="hs-field__error hs-checkbox__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
