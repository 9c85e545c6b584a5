import type { HeadingTag } from '@healthsite/content-client';
import { hasText } from './hasText';

const nextLevel: Record<HeadingTag, Exclude<HeadingTag, 'h1'>> = {
  h1: 'h2',
  h2: 'h3',
  h3: 'h4',
  h4: 'h5',
  h5: 'h6',
  h6: 'h6',
};

/**
 * The tag of the headings inside a block (cards, rows, questions): one level below the block's
 * headline when it shows one, otherwise the block's own level.
 */
export function itemHeadingTag(headingTag: HeadingTag, headline: string | undefined): HeadingTag {
  return hasText(headline) ? nextLevel[headingTag] : headingTag;
}
