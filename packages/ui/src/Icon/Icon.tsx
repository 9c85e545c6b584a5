import type { SVGAttributes } from 'react';
import { cx } from '../internal/cx';
import { iconPaths, type IconName } from './icons';

export const iconSizes = ['sm', 'md', 'lg'] as const;
export type IconSize = (typeof iconSizes)[number];

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  name: IconName;
  /** sm 1rem, md 1.25rem (default), lg 1.5rem; or inherit the font size with `1em`. */
  size?: IconSize | '1em';
  /** Accessible name. Without it the icon is decorative (hidden from assistive technology). */
  label?: string;
  /** Filled instead of outlined (used by the star rating). */
  filled?: boolean;
}

export function Icon({ name, size = 'md', label, filled = false, className, ...rest }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      {...rest}
      {...a11y}
      className={cx('hs-icon', className)}
      data-size={size}
      data-icon={name}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
