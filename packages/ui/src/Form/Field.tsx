import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import './Form.css';

export interface FieldBaseProps {
  /** Visible label (required for accessibility; hide it with `hideLabel`). */
  label: ReactNode;
  hideLabel?: boolean;
  /** Help text under the control (aria-describedby). */
  hint?: ReactNode;
  /** Error message; marks the control aria-invalid and is announced (role="alert"). */
  error?: ReactNode;
  className?: string;
}

export interface FieldIds {
  controlId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Shared layout of a labelled control with hint and error. */
export function Field({
  label,
  hideLabel,
  hint,
  error,
  className,
  id,
  required,
  children,
}: FieldBaseProps & { id?: string; required?: boolean; children: (ids: FieldIds) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('hs-field', className)} data-invalid={error ? '' : undefined}>
      <label htmlFor={controlId} className={cx('hs-field__label', hideLabel && 'hs-visually-hidden')}>
        {label}
        {/* The control's own `required` is what assistive technology announces. */}
        {required && (
          <span className="hs-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({ controlId, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="hs-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="hs-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
