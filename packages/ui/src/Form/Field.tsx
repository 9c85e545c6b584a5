import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { RequiredMark } from './RequiredMark';

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

type FieldLayoutProps = FieldBaseProps & { id?: string; required?: boolean };

/**
 * Splits a control's props into the Field's (label, hint, error, layout) and the control's own;
 * `required` goes to both (the Field marks the label, the control announces it).
 */
export function splitFieldProps<P extends FieldLayoutProps>(props: P) {
  const { label, hideLabel, hint, error, className, id, ...control } = props;
  return { field: { label, hideLabel, hint, error, className, id, required: props.required }, control };
}

/** The id and ARIA attributes that tie a control to its Field's label, hint and error. */
export function controlAttributes({ controlId, describedBy, invalid }: FieldIds) {
  return { id: controlId, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined };
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
}: FieldLayoutProps & { children: (ids: FieldIds) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('hs-field', className)} data-invalid={error ? '' : undefined}>
      <label htmlFor={controlId} className={cx('hs-field__label', hideLabel && 'hs-visually-hidden')}>
        {label}
        {required && <RequiredMark />}
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
