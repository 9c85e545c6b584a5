import { useId } from 'react';
import { cx } from '../internal/cx';

export interface SegmentedToggleOption<V extends string> {
  value: V;
  label: string;
}

export interface SegmentedToggleProps<V extends string> {
  /** Accessible name of the group (e.g. "Suche in"). */
  label: string;
  options: readonly SegmentedToggleOption<V>[];
  value: V;
  onChange: (value: V) => void;
  name?: string;
  className?: string;
}

/**
 * A two-or-more-way switch (e.g. "In der Nähe" / "Online Apotheken"). Native radios underneath:
 * one tab stop, arrow keys move the choice, form-friendly.
 */
export function SegmentedToggle<V extends string>({
  label,
  options,
  value,
  onChange,
  name,
  className,
}: SegmentedToggleProps<V>) {
  const generated = useId();
  const groupName = name ?? `${generated}-segmented`;
  return (
    <div role="radiogroup" aria-label={label} className={cx('hs-segmented', className)}>
      {options.map((option) => {
        const optionId = `${groupName}-${option.value}`;
        return (
          <span key={option.value} className="hs-segmented__option">
            <input
              id={optionId}
              type="radio"
              name={groupName}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="hs-segmented__input"
            />
            <label htmlFor={optionId} className="hs-segmented__label">
              {option.label}
            </label>
          </span>
        );
      })}
    </div>
  );
}
