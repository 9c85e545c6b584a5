import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; default div. */
  as?: ElementType;
  children?: ReactNode;
}

/** Centres content at the maximum content width (87.75rem) with responsive side padding. */
export function Container({ as: Tag = 'div', className, children, ...rest }: ContainerProps) {
  return (
    <Tag {...rest} className={cx('hs-container', className)}>
      {children}
    </Tag>
  );
}
