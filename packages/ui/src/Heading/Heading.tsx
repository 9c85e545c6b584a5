import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';

export const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div'] as const;
export type HeadingTag = (typeof headingTags)[number];

export const headingSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export type HeadingSize = (typeof headingSizes)[number];

/** The visual size a tag gets when no `size` is given. */
export const defaultHeadingSize: Record<HeadingTag, HeadingSize> = {
  h1: '2xl',
  h2: 'xl',
  h3: 'lg',
  h4: 'md',
  h5: 'sm',
  h6: 'xs',
  p: 'md',
  div: 'md',
};

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The element in the document outline (the CMS field `headingTag`). Default h2. */
  headingTag?: HeadingTag;
  /** The visual size, independent of the tag. */
  size?: HeadingSize;
  children?: ReactNode;
}

/** A heading whose outline level (tag) and look (size) are chosen separately. */
export function Heading({ headingTag = 'h2', size, className, children, ...rest }: HeadingProps) {
  const Tag = headingTag;
  return (
    <Tag {...rest} className={cx('hs-heading', className)} data-size={size ?? defaultHeadingSize[headingTag]}>
      {children}
    </Tag>
  );
}
