import type { LinkRef } from '@healthsite/content-client';
import { hasRichText, Heading, RichText, type HeadingSize, type SanitizedHtml } from '@healthsite/ui';
import type { HeadingTag } from '@healthsite/content-client';
import { CtaLinks } from './CtaLinks';
import { hasText } from './hasText';

export interface BlockTextProps {
  topline?: string;
  headline?: string;
  headingTag: HeadingTag;
  headingSize?: HeadingSize;
  copy?: SanitizedHtml | undefined;
  links?: readonly LinkRef[];
  align?: 'start' | 'center';
  className?: string;
}

/** True when any of the text fields has something to show. */
export function hasBlockText({ topline, headline, copy, links }: Partial<BlockTextProps>): boolean {
  const usableLinks = (links ?? []).some((link) => link.text.trim() !== '' && link.href.trim() !== '');
  return hasText(topline) || hasText(headline) || hasRichText(copy) || usableLinks;
}

/** The text stack most blocks share: topline, headline, rich-text copy, CTA links. */
export function BlockText({
  topline,
  headline,
  headingTag,
  headingSize,
  copy,
  links,
  align = 'start',
  className,
}: BlockTextProps) {
  return (
    <div className={className ? `hs-block-text ${className}` : 'hs-block-text'} data-align={align}>
      {hasText(topline) && <p className="hs-block-text__topline">{topline}</p>}
      {hasText(headline) && (
        <Heading headingTag={headingTag} size={headingSize} className="hs-block-text__headline">
          {headline}
        </Heading>
      )}
      {hasRichText(copy) && <RichText html={copy} className="hs-block-text__copy" />}
      <CtaLinks links={links} align={align} />
    </div>
  );
}
