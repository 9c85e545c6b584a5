import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; default span. */
  as?: ElementType;
  children?: ReactNode;
}

/** Content for screen readers only (the `.hs-visually-hidden` rule lives in base.css). */
export function VisuallyHidden({ as: Tag = 'span', className, children, ...rest }: VisuallyHiddenProps) {
  return (
    <Tag {...rest} className={cx('hs-visually-hidden', className)}>
      {children}
    </Tag>
  );
}
