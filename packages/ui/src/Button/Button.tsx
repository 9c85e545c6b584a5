import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import type { Locale } from '../i18n';
import { useUiCopy } from '../i18n';
import { cx } from '../internal/cx';
import { Link } from '../Link/Link';

/** Declared once, as data: the CSS keys off `data-variant` / `data-size`, stories iterate these. */
export const buttonVariants = [
  'DEFAULT',
  'contained',
  'contained-themed',
  'outlined',
  'link',
  'whiteLink',
  'link-chip',
] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export const buttonTypes = ['button', 'submit'] as const;
export type ButtonType = (typeof buttonTypes)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: ButtonType;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: clicks are ignored and a spinner plus a hidden "loading" text are shown. */
  loading?: boolean;
  /** Renders an anchor that follows the Link rules (internal / external / unsafe). */
  href?: string;
  locale?: Locale;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  type = 'button',
  variant = 'DEFAULT',
  size = 'md',
  loading = false,
  disabled = false,
  href,
  locale,
  className,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const copy = useUiCopy(locale);
  const classes = cx('hs-button', className);
  const content = (
    <>
      {loading && <span className="hs-button__spinner" aria-hidden="true" />}
      <span className="hs-button__label">{children}</span>
      {loading && <span className="hs-visually-hidden"> {copy.loading}</span>}
    </>
  );

  if (href !== undefined && !disabled && !loading) {
    return (
      <Link
        href={href}
        locale={locale}
        unstyled
        className={classes}
        data-variant={variant}
        data-size={size}
        id={rest.id}
        title={rest.title}
        aria-label={rest['aria-label']}
        aria-describedby={rest['aria-describedby']}
      >
        {content}
      </Link>
    );
  }

  const inert = disabled || loading;
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classes}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      // A loading button keeps focus (aria-disabled) instead of dropping it (disabled).
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (inert) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {content}
    </button>
  );
}
