import type { SVGAttributes } from 'react';
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
  // The stroke and fill come from Icon.css (`data-filled`): fewer attributes to render per icon.
  return (
    <svg
      {...rest}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={className ? `hs-icon ${className}` : 'hs-icon'}
      data-size={size}
      data-icon={name}
      data-filled={filled || undefined}
      viewBox="0 0 24 24"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
