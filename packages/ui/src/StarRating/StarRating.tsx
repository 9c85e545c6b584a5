import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { Locale } from '../i18n';
import { useUiCopy } from '../i18n';
import { cx } from '../internal/cx';
import { RequiredMark } from '../Form/RequiredMark';

export interface StarRatingProps {
  /** 0…max, halves allowed (rounded to the nearest half for display). */
  value: number;
  max?: number;
  size?: 'sm' | 'md' | 'lg';
  locale?: Locale;
  className?: string;
}

/** Read-only stars; one accessible name ("4,5 von 5 Sternen"). */
export function StarRating({ value, max = 5, size = 'md', locale, className }: StarRatingProps) {
  const copy = useUiCopy(locale);
  const rounded = Math.round(Math.min(Math.max(value, 0), max) * 2) / 2;
  return (
    <span
      role="img"
      aria-label={copy.starRating(rounded, max)}
      className={cx('hs-stars', className)}
      data-size={size}
    >
      {Array.from({ length: max }, (_, i) => {
        const fill = rounded >= i + 1 ? 'full' : rounded >= i + 0.5 ? 'half' : 'empty';
        return (
          <span key={i} className="hs-stars__star" data-fill={fill}>
            <Icon name="star" size="1em" className="hs-stars__outline" />
            <Icon name="star" size="1em" filled className="hs-stars__fill" />
          </span>
        );
      })}
    </span>
  );
}

export interface StarRatingInputProps {
  /** Visible legend of the group (e.g. "Ihre Bewertung"). */
  label: ReactNode;
  /** 0 = none chosen. */
  value: number;
  onChange: (value: number) => void;
  max?: number;
  name?: string;
  required?: boolean;
  /**
   * Show the required-rating error ('Bitte geben Sie eine Sterne-Bewertung ab'), e.g. after a
   * submit attempt with no stars. Pass a string to show another message.
   */
  error?: boolean | string;
  locale?: Locale;
  className?: string;
}

/**
 * Star rating input: native radios (one tab stop, arrow keys change the value, Space selects),
 * drawn as stars. Hovering previews the value.
 */
export function StarRatingInput({
  label,
  value,
  onChange,
  max = 5,
  name,
  required = false,
  error = false,
  locale,
  className,
}: StarRatingInputProps) {
  const copy = useUiCopy(locale);
  const generated = useId();
  const groupName = name ?? `${generated}-rating`;
  const errorId = `${groupName}-error`;
  const message = typeof error === 'string' ? error : error ? copy.ratingRequired : undefined;
  return (
    <fieldset
      className={cx('hs-stars-input', className)}
      aria-describedby={message ? errorId : undefined}
      data-invalid={message ? '' : undefined}
    >
      <legend className="hs-field__label">
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className="hs-stars-input__stars">
        {Array.from({ length: max }, (_, i) => {
          const n = i + 1;
          const id = `${groupName}-${n}`;
          return (
            <span key={n} className="hs-stars-input__option">
              <input
                id={id}
                type="radio"
                name={groupName}
                value={n}
                checked={value === n}
                required={required && i === 0}
                onChange={() => onChange(n)}
                className="hs-stars-input__radio"
              />
              <label htmlFor={id} className="hs-stars-input__label" data-on={n <= value ? '' : undefined}>
                <Icon name="star" size="1em" filled={n <= value} />
                <span className="hs-visually-hidden">{copy.starLabel(n)}</span>
              </label>
            </span>
          );
        })}
      </div>
      {message && (
        <p id={errorId} className="hs-field__error" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
