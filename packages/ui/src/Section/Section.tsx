import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { Theme } from '../tokens/themes';

export const sectionSpacings = ['none', 'xs', 'sm', 'md', 'lg'] as const;
export type SectionSpacingSize = (typeof sectionSpacings)[number];

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /** Vertical padding on both sides: xs 1rem, sm 1.25rem, md 2.5rem (default), lg 5rem. */
  spacing?: SectionSpacingSize;
  /** Overrides the top padding (e.g. `none` after a stage). */
  spacingTop?: SectionSpacingSize;
  /** Overrides the bottom padding. */
  spacingBottom?: SectionSpacingSize;
  /** Sets data-theme on the section, re-theming everything inside. */
  theme?: Theme;
  /** Element to render; default section. */
  as?: ElementType;
  children?: ReactNode;
}

/** Vertical rhythm between content blocks. Spacing is exposed as data attributes for the CSS. */
export function Section({
  spacing = 'md',
  spacingTop,
  spacingBottom,
  theme,
  as: Tag = 'section',
  className,
  children,
  ...rest
}: SectionProps) {
  return (
    <Tag
      {...rest}
      className={cx('hs-section', className)}
      data-spacing-top={spacingTop ?? spacing}
      data-spacing-bottom={spacingBottom ?? spacing}
      data-theme={theme}
    >
      {children}
    </Tag>
  );
}
