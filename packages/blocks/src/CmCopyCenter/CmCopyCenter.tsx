import { Container, Heading, RichText, hasRichText } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { CtaLinks } from '../shared/CtaLinks';
import { hasText } from '../shared/hasText';
import type { CmCopyCenterBlock } from './schema';

/** Centred copy: a short text with an optional headline and links, in a narrow column. */
export function CmCopyCenter({ block, anchorId }: BlockProps<CmCopyCenterBlock>) {
  const { topline, headline, headingTag = 'h2', copy, links } = block;
  const hasLinks = (links ?? []).some((link) => link.text.trim() !== '' && link.href.trim() !== '');
  if (!hasText(topline) && !hasText(headline) && !hasRichText(copy) && !hasLinks) return null;

  return (
    <section data-block="CmCopyCenter" id={anchorId} className="hs-copy-center">
      <Container className="hs-copy-center__inner">
        {hasText(topline) && <p className="hs-copy-center__topline">{topline}</p>}
        {hasText(headline) && (
          <Heading headingTag={headingTag} size="xl" className="hs-copy-center__headline">
            {headline}
          </Heading>
        )}
        {hasRichText(copy) && <RichText html={copy} className="hs-copy-center__copy" />}
        <CtaLinks links={links} align="center" />
      </Container>
    </section>
  );
}
